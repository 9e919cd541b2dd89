import { serverMessage } from '../../core/server-messages';

/**
 * Every refusal the file service answers with, coded (docs/decisions.md, issue 19), in one place so endpoints,
 * tests and translations agree; `.message` is the English the answers carry.
 */
export const FILE_MESSAGES = {
  tooLarge: (maxBytes: number) => serverMessage('fileTooLarge', { limit: formatBytes(maxBytes) }),
  typeMissing: serverMessage('fileTypeMissing'),
  typeNotAllowed: (type: string, allowed: readonly string[]) => serverMessage('fileTypeNotAllowed', { type, accepted: allowed.join(', ') }),
  typeMismatch: (type: string) => serverMessage('fileTypeMismatch', { type }),
  empty: serverMessage('fileEmpty'),
  interrupted: serverMessage('uploadInterrupted'),
  invalidKey: serverMessage('invalidFileKey'),
  notFound: serverMessage('fileNotFound'),
  rangeNotSatisfiable: (size: number) => serverMessage('rangeNotSatisfiable', { size }),
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
