import { PdfCanvas, textWidth, writePdf, writeTextPdf } from '@vigil/server-sdk';
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

describe('a text document', () => {
  test('starts each section on a new page, carries long text onto more pages and numbers them', () => {
    const sentence = 'Keep your passport and a copy of it in separate places while travelling abroad.';
    const file = writeTextPdf({
      title: 'Travel safety',
      created,
      sections: [
        { heading: 'Before you leave', paragraphs: [sentence] },
        { heading: 'On the road', paragraphs: Array.from({ length: 30 }, () => `${sentence} ${sentence} ${sentence}`) },
      ],
    });
    const pdf = parsePdf(file);
    expect(pdf.pageCount).toBeGreaterThanOrEqual(3);
    expect(pdf.declaredPages).toBe(pdf.pageCount);
    const [first, second] = pdf.contents;
    expect(first).toContain('(Travel safety) Tj');
    expect(first).toContain('(Before you leave) Tj');
    expect(first).not.toContain('(On the road) Tj');
    expect(second).toContain('(On the road) Tj');
    pdf.contents.forEach((content, index) => expect(content).toContain(`(Travel safety \x96 page ${index + 1} of ${pdf.pageCount}) Tj`));
    // Every body line fits the 483 pt between the margins, and is filled: the next word would not have fitted.
    const lines = pdf.contents.flatMap((content) => [...content.matchAll(/\/F1 11 Tf [\d.]+ [\d.]+ Td \((.*)\) Tj/g)].map((match) => match[1]!));
    expect(lines.length).toBeGreaterThan(60);
    expect(Math.max(...lines.map((line) => textWidth(line, 11, 'regular')))).toBeLessThanOrEqual(483);
    expect(Math.max(...lines.map((line) => textWidth(line, 11, 'regular')))).toBeGreaterThan(483 - textWidth(' abroad.', 11, 'regular'));
    // Every line stays above the bottom margin (y > 56 in PDF's bottom-up coordinates).
    const ys = pdf.contents.flatMap((content) => [...content.matchAll(/\/F1 11 Tf [\d.]+ ([\d.]+) Td/g)].map((match) => Number(match[1])));
    expect(Math.min(...ys)).toBeGreaterThan(56);
  });
});
