/**
 * Awaits one step of a test that has no timeout of its own (a server starting or closing), failing with the step's
 * name when it takes longer than `seconds`: a hang then says where it was, not only that the test ran out of time.
 */
export async function stepWithin<T>(name: string, seconds: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} did not end within ${seconds} s`)), seconds * 1_000);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
