/**
 * jsdom draws nothing on a canvas: this stands in for the 2D context so that code that crops or scales a picture
 * runs for real up to the drawing, which is recorded. `toDataURL` answers what the test sets.
 */
export interface FakeCanvas {
  /** The arguments of each drawImage call, the image first. */
  draws: unknown[][];
  /** What toDataURL answers from now on. */
  output(dataUri: string): void;
  restore(): void;
}

export function fakeCanvas(): FakeCanvas {
  const draws: unknown[][] = [];
  let dataUri = 'data:image/jpeg;base64,';
  const context = { fillStyle: '', fillRect: (): void => undefined, drawImage: (...args: unknown[]): void => void draws.push(args) };
  const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as unknown as CanvasRenderingContext2D);
  const toDataURL = jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => dataUri);
  return {
    draws,
    output: (value) => void (dataUri = value),
    restore: () => {
      getContext.mockRestore();
      toDataURL.mockRestore();
    },
  };
}
