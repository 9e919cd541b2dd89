import { inflateSync } from 'node:zlib';

/** What the tests read back from a PDF file: its objects by number, its pages and its decoded content streams. */
export interface PdfStructure {
  version: string;
  objects: Map<number, string>;
  pageCount: number;
  /** /Count of the root page tree. */
  declaredPages: number;
  contents: string[];
  info: string;
}

/**
 * Reads a PDF as a viewer does: `startxref` to the cross-reference table, each entry's offset to its object,
 * the trailer to the root, the page tree's /Count and every FlateDecode stream. Throws on any inconsistency, so
 * a file that parses here has a valid classic xref structure.
 */
export function parsePdf(file: Buffer): PdfStructure {
  const text = file.toString('latin1');
  const version = /^%PDF-(\d\.\d)\n/.exec(text)?.[1];
  if (!version) throw new Error('no %PDF- header');
  if (!text.trimEnd().endsWith('%%EOF')) throw new Error('no %%EOF at the end');
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  if (!startxref) throw new Error('no startxref');
  const xrefAt = Number(startxref[1]);
  if (text.slice(xrefAt, xrefAt + 4) !== 'xref') throw new Error(`startxref ${xrefAt} does not point at the xref table`);
  const header = /^xref\n(\d+) (\d+)\n/.exec(text.slice(xrefAt));
  if (!header) throw new Error('bad xref subsection header');
  const first = Number(header[1]);
  const count = Number(header[2]);
  const entriesAt = xrefAt + header[0].length;
  const objects = new Map<number, string>();
  for (let index = 0; index < count; index += 1) {
    const entry = text.slice(entriesAt + index * 20, entriesAt + (index + 1) * 20);
    const match = /^(\d{10}) (\d{5}) ([nf])[ \r]\n?$/.exec(entry.replace(/\r\n$/, ' \n'));
    if (!match) throw new Error(`bad xref entry ${index}: ${JSON.stringify(entry)}`);
    if (match[3] === 'f') continue;
    const number = first + index;
    const offset = Number(match[1]);
    const object = new RegExp(`^${number} 0 obj\\b([\\s\\S]*?)\\bendobj`).exec(text.slice(offset));
    if (!object?.[1]) throw new Error(`xref offset ${offset} of object ${number} does not point at it`);
    objects.set(number, object[1]);
  }
  const trailer = /trailer\s*<<([\s\S]*?)>>\s*startxref/.exec(text.slice(xrefAt));
  if (!trailer?.[1]) throw new Error('no trailer');
  const size = Number(/\/Size (\d+)/.exec(trailer[1])?.[1]);
  if (size !== first + count) throw new Error(`trailer /Size ${size} but ${first + count} xref entries`);
  const root = objects.get(Number(/\/Root (\d+) 0 R/.exec(trailer[1])?.[1]));
  if (!root?.includes('/Type /Catalog')) throw new Error('the trailer /Root is not a catalog');
  const pages = objects.get(Number(/\/Pages (\d+) 0 R/.exec(root)?.[1]));
  if (!pages?.includes('/Type /Pages')) throw new Error('the catalog /Pages is not a page tree');
  const declaredPages = Number(/\/Count (\d+)/.exec(pages)?.[1]);
  const pageCount = [...objects.values()].filter((body) => /\/Type \/Page\b(?!s)/.test(body)).length;
  const info = objects.get(Number(/\/Info (\d+) 0 R/.exec(trailer[1])?.[1])) ?? '';

  const contents: string[] = [];
  for (const body of objects.values()) {
    const stream = /<<([\s\S]*?)>>\s*stream\n/.exec(body);
    if (!stream?.[1]) continue;
    const length = Number(/\/Length (\d+)/.exec(stream[1])?.[1]);
    const start = body.indexOf('stream\n') + 'stream\n'.length;
    const raw = Buffer.from(body.slice(start, start + length), 'latin1');
    if (!/^\s*endstream/.test(body.slice(start + length))) throw new Error('a stream /Length does not end at endstream');
    contents.push((stream[1].includes('/FlateDecode') ? inflateSync(raw) : raw).toString('latin1'));
  }
  return { version, objects, pageCount, declaredPages, contents, info };
}
