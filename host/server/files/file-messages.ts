/** Every text the file service answers with, in one place so endpoints, tests and translations agree. */
export const FILE_MESSAGES = {
  tooLarge: (maxBytes: number) => `The file is too large: the limit is ${formatBytes(maxBytes)}`,
  typeMissing: "The upload has no Content-Type header: send the file's type, for example application/pdf",
  typeNotAllowed: (type: string, allowed: readonly string[]) =>
    `Files of type ${type} are not accepted here (accepted: ${allowed.join(', ')})`,
  typeMismatch: (type: string) => `The file's content is not ${type}, the type it was sent as`,
  empty: 'The file is empty',
  interrupted: 'The upload was interrupted before the end of the file',
  invalidKey: 'Invalid file key',
  notFound: 'File not found',
  rangeNotSatisfiable: (size: number) => `The requested range is outside the file (${size} bytes)`,
} as const;

const UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;

/** Limits are set in binary units (200 MB = 200 × 1024²), so they read back as round numbers. */
function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${UNITS[unit]}`;
}
