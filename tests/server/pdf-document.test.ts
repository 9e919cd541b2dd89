import { PdfCanvas, textWidth, writePdf } from '@vigil/server-sdk';
import { parsePdf } from './support/pdf-structure';

const created = new Date('2025-03-01T12:00:00Z');

describe('the PDF writer', () => {
  test('writes one canvas as a valid one-page file with its title and date', () => {
    const canvas = new PdfCanvas(200, 100).fillColour('#ff0000').rect(10, 10, 50, 20).fill();
    canvas.text(10, 80, 12, 'bold', 'Caf\u00e9 (draft)');
    const pdf = parsePdf(writePdf(canvas, { title: 'One page', created }));
    expect(pdf.pageCount).toBe(1);
    expect(pdf.declaredPages).toBe(1);
    expect(pdf.info).toContain('/Title (One page)');
    expect(pdf.info).toContain('/CreationDate (D:20250301120000Z)');
    expect(pdf.contents).toHaveLength(1);
    // y is flipped: a rectangle 10 pt below the top of a 100 pt page starts 70 pt above the bottom.
    expect(pdf.contents[0]).toContain('10 70 50 20 re');
    expect(pdf.contents[0]).toContain('/F2 12 Tf 10 20 Td (Caf\u00e9 \\(draft\\)) Tj');
  });

  test('writes several canvases as pages in order, each with its own size and content', () => {
    const pages = [new PdfCanvas(300, 400), new PdfCanvas(500, 200), new PdfCanvas(300, 400)];
    pages.forEach((page, index) => page.text(5, 20, 10, 'regular', `Page ${index + 1}`));
    const file = writePdf(pages, { title: 'Three', created });
    const pdf = parsePdf(file);
    expect(pdf.pageCount).toBe(3);
    expect(pdf.declaredPages).toBe(3);
    expect(pdf.contents).toEqual(['BT /F1 10 Tf 5 380 Td (Page 1) Tj ET', 'BT /F1 10 Tf 5 180 Td (Page 2) Tj ET', 'BT /F1 10 Tf 5 380 Td (Page 3) Tj ET']);
    const pageBodies = [...pdf.objects.values()].filter((body) => /\/Type \/Page\b(?!s)/.test(body));
    expect(pageBodies.map((body) => /\/MediaBox \[([^\]]+)\]/.exec(body)?.[1])).toEqual(['0 0 300 400', '0 0 500 200', '0 0 300 400']);
  });

  test('refuses a document of no pages', () => {
    expect(() => writePdf([], { title: 'Empty', created })).toThrow('A PDF needs at least one page');
  });
});

describe('names outside the font', () => {
  test('Polish, Czech and Greek names are transliterated, keeping the letters Helvetica has, never printed as ?', () => {
    const names = ['Łukasz Wróbel', 'Jiří Dvořák', 'Γιώργος Παπαδόπουλος', 'Małgorzata Świątek', 'Šárka Žáková'];
    const canvas = new PdfCanvas(300, 200);
    names.forEach((name, index) => canvas.text(10, 20 + 20 * index, 12, 'regular', name));
    const pdf = parsePdf(writePdf(canvas, { title: 'Participants: Łukasz Wróbel', created }));
    const printed = [...pdf.contents[0]!.matchAll(/\((.*)\) Tj/g)].map((match) => match[1]);
    // The content stream is WinAnsi: 'ó', 'á' and 'Š', 'Ž' are the font's own glyphs, read back through latin1.
    expect(printed).toEqual(['Lukasz Wr\u00f3bel', 'Jir\u00ed Dvor\u00e1k', 'Giorgos Papadopoulos', 'Malgorzata Swiatek', '\x8a\u00e1rka \x8e\u00e1kov\u00e1']);
    expect(pdf.info).toContain('/Title (Participants: Lukasz Wr\u00f3bel)');
    expect(pdf.contents[0]).not.toContain('?');
  });

  test('a line is measured as it is printed', () => {
    expect(textWidth('Łukasz', 12, 'regular')).toBe(textWidth('Lukasz', 12, 'regular'));
    // 'Ж' prints as two letters.
    expect(textWidth('Жанна', 12, 'bold')).toBe(textWidth('Zhanna', 12, 'bold'));
  });
});
