import { deflateSync } from 'node:zlib';
import { winAnsiByte, winAnsiText } from './win-ansi-text';

/*
 * A PDF 1.4 of vector paths and text, written by hand: the world map needs filled polygons and a few lines of
 * Helvetica, a seeded course document needs pages of text, and nothing needs more. That is less code than wiring
 * a PDF library into the server bundle (pdfkit reads its font metrics from files next to its own sources at run
 * time).
 */

export type PdfFont = 'regular' | 'bold';

const FONT_NAMES: Readonly<Record<PdfFont, string>> = { regular: 'F1', bold: 'F2' };
const BASE_FONTS: Readonly<Record<PdfFont, string>> = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

/** `text` as a PDF literal string in WinAnsiEncoding, transliterated where the font lacks a character. */
function literal(text: string): string {
  let out = '';
  for (const char of winAnsiText(text)) {
    const single = String.fromCharCode(winAnsiByte(char) ?? 0x20);
    out += single === '(' || single === ')' || single === '\\' ? `\\${single}` : single;
  }
  return `(${out})`;
}

function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** `#rrggbb` as the three PDF colour components. */
function rgb(hex: string): string {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return match
    .slice(1)
    .map((part) => num(parseInt(part, 16) / 255))
    .join(' ');
}

/**
 * The drawing operations of a page, in points with the origin at the top left (PDF's own origin is the bottom
 * left; y is flipped here so callers draw as on screen). The path methods suit d3-geo's `geoPath` context.
 */
export class PdfCanvas {
  private readonly ops: string[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  fillColour(hex: string): this {
    this.ops.push(`${rgb(hex)} rg`);
    return this;
  }

  strokeColour(hex: string): this {
    this.ops.push(`${rgb(hex)} RG`);
    return this;
  }

  lineWidth(width: number): this {
    this.ops.push(`${num(width)} w`, '1 j');
    return this;
  }

  moveTo(x: number, y: number): void {
    this.ops.push(`${num(x)} ${num(this.height - y)} m`);
  }

  lineTo(x: number, y: number): void {
    this.ops.push(`${num(x)} ${num(this.height - y)} l`);
  }

  closePath(): void {
    this.ops.push('h');
  }

  beginPath(): void {
    // Every path is painted (and so ended) by fill or fillAndStroke.
  }

  /** Points of a geometry are not drawn on this map; d3 calls arc only for them. */
  arc(): void {}

  rect(x: number, y: number, width: number, height: number): this {
    this.ops.push(`${num(x)} ${num(this.height - y - height)} ${num(width)} ${num(height)} re`);
    return this;
  }

  /** Fills the current path; the even-odd rule keeps holes (Lesotho in South Africa) open. */
  fill(): this {
    this.ops.push('f*');
    return this;
  }

  stroke(): this {
    this.ops.push('S');
    return this;
  }

  fillAndStroke(): this {
    this.ops.push('B*');
    return this;
  }

  /** One line of text with its baseline at `y`. */
  text(x: number, y: number, size: number, font: PdfFont, text: string): this {
    this.ops.push(`BT /${FONT_NAMES[font]} ${num(size)} Tf ${num(x)} ${num(this.height - y)} Td ${literal(text)} Tj ET`);
    return this;
  }

  /** The content stream's bytes (each character is one WinAnsi byte). */
  content(): Buffer {
    return Buffer.from(this.ops.join('\n'), 'latin1');
  }
}

/** D:YYYYMMDDHHmmSSZ, the PDF date format, in UTC. */
function pdfDate(date: Date): string {
  return `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}

export interface PdfInfo {
  title: string;
  created: Date;
}

/**
 * A complete PDF file: catalog, page tree, the two base fonts and the info dictionary, then each page with its
 * compressed content, and the cross-reference table. One canvas is a one-page file; pages may differ in size.
 */
export function writePdf(pages: PdfCanvas | readonly PdfCanvas[], info: PdfInfo): Buffer {
  const canvases = Array.isArray(pages) ? (pages as readonly PdfCanvas[]) : [pages as PdfCanvas];
  if (canvases.length === 0) throw new Error('A PDF needs at least one page');
  // Objects 1-5 are fixed; page n (from 0) is object 6 + 2n and its content 7 + 2n.
  const pageObject = (index: number): number => 6 + 2 * index;
  const fontRefs = `/${FONT_NAMES.regular} 3 0 R /${FONT_NAMES.bold} 4 0 R`;
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from(`<< /Type /Pages /Kids [${canvases.map((_, index) => `${pageObject(index)} 0 R`).join(' ')}] /Count ${canvases.length} >>`),
    Buffer.from(`<< /Type /Font /Subtype /Type1 /BaseFont /${BASE_FONTS.regular} /Encoding /WinAnsiEncoding >>`),
    Buffer.from(`<< /Type /Font /Subtype /Type1 /BaseFont /${BASE_FONTS.bold} /Encoding /WinAnsiEncoding >>`),
    Buffer.from(`<< /Title ${literal(info.title)} /Producer (Vigil) /CreationDate (${pdfDate(info.created)}) >>`, 'latin1'),
  ];
  canvases.forEach((canvas, index) => {
    const content = deflateSync(canvas.content());
    objects.push(
      Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(canvas.width)} ${num(canvas.height)}] ` +
          `/Resources << /Font << ${fontRefs} >> >> /Contents ${pageObject(index) + 1} 0 R >>`,
      ),
      Buffer.concat([Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`), content, Buffer.from('\nendstream')]),
    );
  });
  // The binary comment tells transfer tools that the file is not text.
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(offset);
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(object);
    offset += object.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}
