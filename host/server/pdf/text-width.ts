import type { PdfFont } from './pdf-document';
import { winAnsiText } from './win-ansi-text';

/*
 * Advance widths (1/1000 em) of Helvetica and Helvetica-Bold for the printable ASCII characters 32-126, from
 * Adobe's AFM files: enough to wrap text at the right margin. Other characters count as a digit's width.
 */
const WIDTHS: Readonly<Record<PdfFont, readonly number[]>> = {
  regular: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556,
    278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667,
    611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833,
    556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
  ],
  bold: [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556,
    333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667,
    611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889,
    611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
  ],
};
const OTHER_WIDTH = 556;

/** The width in points of `text` set in `font` at `size` points, as printed (transliterated where the font lacks a character). */
export function textWidth(text: string, size: number, font: PdfFont): number {
  let units = 0;
  for (const char of winAnsiText(text)) {
    const code = char.codePointAt(0) ?? 0;
    units += code >= 32 && code <= 126 ? WIDTHS[font][code - 32]! : OTHER_WIDTH;
  }
  return (units * size) / 1000;
}
