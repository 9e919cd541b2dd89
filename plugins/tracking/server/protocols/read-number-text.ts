import { FixRefusal } from './fix-refusal';

/** A decimal number as Java writes one (`1.0E-4` included); Number() alone would also take '', '0x1F' and 'Infinity'. */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** A form or query field as a number; absent or empty is null (not sent). */
export function readNumberText(text: string | undefined, field: string): number | null {
  if (text === undefined || text.trim() === '') return null;
  if (!DECIMAL.test(text.trim())) throw new FixRefusal(`Not a valid number: ${field}`, field);
  return Number(text);
}

/** `true`/`false` as Traccar Client writes them, and `1`/`0`; absent or empty is null. */
export function readBooleanText(text: string | undefined, field: string): boolean | null {
  if (text === undefined || text.trim() === '') return null;
  switch (text.trim().toLowerCase()) {
    case 'true':
    case '1':
      return true;
    case 'false':
    case '0':
      return false;
    default:
      throw new FixRefusal(`Not a valid true or false: ${field}`, field);
  }
}
