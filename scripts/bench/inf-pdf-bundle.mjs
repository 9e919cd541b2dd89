// Issue 14: the PDF viewer's code (react-pdf, pdf.js and its worker) loads on /Inf/detail only when a document is
// opened. Counts the scripts (.js and the worker's .mjs) a real page load fetches, then those opening a PDF adds.
import { gzipTotalKb } from './bundle-sizes.mjs';

const PDF_CODE = /pdf-document-viewer|pdf\.worker|react-pdf|pdfjs/;

/** Rows: KB before and after opening a document, and how many PDF viewer files the page loaded before. */
export async function measureInfPdfLoading(browser, url, loginToken) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const files = new Set();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/\.m?js$/.test(pathname)) files.add(pathname.replace(/^\//, ''));
  });
  try {
    await page.goto(`${url}?login_token=${encodeURIComponent(loginToken)}`, { waitUntil: 'networkidle' });
    await page.getByRole('region', { name: 'Documents' }).getByRole('button').first().waitFor();
    const before = new Set(files);
    await page.getByRole('region', { name: 'Documents' }).getByRole('button').first().click();
    await page.getByRole('dialog').getByText(/^Page 1 of \d+$/).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const early = [...before].filter((file) => PDF_CODE.test(file));
    return [
      { name: '/Inf/detail JavaScript before a document is opened (gzip)', value: gzipTotalKb(before).toFixed(1), unit: 'KB' },
      { name: '/Inf/detail PDF viewer files loaded before a document is opened', value: early.length, unit: 'files', target: '0' },
      { name: '/Inf/detail JavaScript once a PDF is opened, viewer and worker included (gzip)', value: gzipTotalKb(files).toFixed(1), unit: 'KB' },
    ];
  } finally {
    await context.close();
  }
}
