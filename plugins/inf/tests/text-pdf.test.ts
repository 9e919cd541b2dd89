import { textWidth } from '@vigil/server-sdk';
import { parsePdf } from '../../../tests/server/support/pdf-structure';
import { writeTextPdf } from '../server/text-pdf';

const created = new Date('2025-03-01T12:00:00Z');

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

test('a country or a contact named in another script is transliterated in headings, text and the footer', () => {
  const file = writeTextPdf({
    title: 'Ελλάδα: security induction',
    created,
    sections: [{ heading: 'Contacts in Łódź', paragraphs: ['Ask for Γιώργος Παπαδόπουλος or Jiří Dvořák at the desk.'] }],
  });
  const [page] = parsePdf(file).contents;
  expect(page).toContain('(Ellada: security induction) Tj');
  expect(page).toContain('(Contacts in L\u00f3dz) Tj');
  expect(page).toContain('(Ask for Giorgos Papadopoulos or Jir\u00ed Dvor\u00e1k at the desk.) Tj');
  expect(page).toContain('(Ellada: security induction \x96 page 1 of 1) Tj');
  expect(page).not.toContain('?');
});
