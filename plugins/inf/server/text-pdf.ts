import { PdfCanvas, textWidth, writePdf, type PdfInfo } from '@vigil/server-sdk';

/** One part of a text document: it starts on a new page and runs onto as many as its paragraphs need. */
export interface TextPdfSection {
  heading?: string;
  paragraphs: readonly string[];
}

export interface TextPdfOptions extends PdfInfo {
  sections: readonly TextPdfSection[];
}

// A4 portrait, in points.
const PAGE = { width: 595, height: 842, margin: 56 } as const;
const BODY = { size: 11, leading: 15, paragraphGap: 7 } as const;
const HEADING = { size: 16, leading: 22 } as const;
const COLOURS = { text: '#1a1a1a', muted: '#555555' } as const;

/** `paragraph` broken at spaces into lines no wider than `width`; a word wider than a line is cut. */
function wrap(paragraph: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, BODY.size, 'regular') <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (textWidth(line, BODY.size, 'regular') > width) {
      let cut = line.length - 1;
      while (cut > 1 && textWidth(line.slice(0, cut), BODY.size, 'regular') > width) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The demo inductions' handbook (seed-demo-inductions.ts), on the platform's PDF writer: a document of text on A4 pages: the title on the first page, each section from a new page with its heading in
 * bold, paragraphs wrapped at the margin and carried onto further pages, and "title – page n of N" at the foot.
 */
export function writeTextPdf(options: TextPdfOptions): Buffer {
  const pages: PdfCanvas[] = [];
  const bottom = PAGE.height - PAGE.margin - BODY.leading;
  const lineWidth = PAGE.width - 2 * PAGE.margin;
  let canvas = new PdfCanvas(PAGE.width, PAGE.height);
  let y = PAGE.margin;
  const newPage = (): void => {
    canvas = new PdfCanvas(PAGE.width, PAGE.height);
    pages.push(canvas);
    y = PAGE.margin;
  };

  const sections = options.sections.length > 0 ? options.sections : [{ paragraphs: [] }];
  sections.forEach((section, index) => {
    newPage();
    if (index === 0) {
      y += 22;
      canvas.fillColour(COLOURS.text).text(PAGE.margin, y, 22, 'bold', options.title);
      y += 18;
    }
    if (section.heading) {
      y += HEADING.leading;
      canvas.fillColour(COLOURS.text).text(PAGE.margin, y, HEADING.size, 'bold', section.heading);
      y += BODY.paragraphGap;
    }
    canvas.fillColour(COLOURS.text);
    for (const paragraph of section.paragraphs) {
      for (const line of wrap(paragraph, lineWidth)) {
        if (y + BODY.leading > bottom) {
          newPage();
          canvas.fillColour(COLOURS.text);
        }
        y += BODY.leading;
        canvas.text(PAGE.margin, y, BODY.size, 'regular', line);
      }
      y += BODY.paragraphGap;
    }
  });

  pages.forEach((page, index) => {
    const footer = `${options.title} \u2013 page ${index + 1} of ${pages.length}`;
    page.fillColour(COLOURS.muted).text(PAGE.margin, PAGE.height - PAGE.margin / 2, 8, 'regular', footer);
  });
  return writePdf(pages, options);
}
