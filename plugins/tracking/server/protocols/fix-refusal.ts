import type { DecodedFix, DecodeResult } from './decoded-fix';

/**
 * Why a payload cannot become a fix. The readers throw it from deep inside a payload so that each decoder reads
 * top to bottom; `refusalOrFix` turns it back into a plain `DecodeResult` before anything leaves this folder.
 */
export class FixRefusal extends Error {
  constructor(message: string, readonly field?: string) {
    super(message);
    this.name = 'FixRefusal';
  }
}

export function refusalOrFix(decode: () => DecodedFix): DecodeResult {
  try {
    return { ok: true, fix: decode() };
  } catch (error) {
    if (!(error instanceof FixRefusal)) throw error;
    return error.field === undefined
      ? { ok: false, message: error.message }
      : { ok: false, message: error.message, field: error.field };
  }
}
