/**
 * CSV of a list as the screen shows it. RFC 4180 quoting, CRLF line ends and a UTF-8 byte order mark, so Excel
 * reads accented names (Niccolò, Università) as written. Italian Excel splits on ';' (its decimal separator is
 * the comma), so the delimiter follows the user's language.
 */
export const CSV_BOM = '\uFEFF';

/** A cell that a spreadsheet would run as a formula (OWASP 'CSV injection') starts with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvDelimiter(language: string): ',' | ';' {
  return language.startsWith('it') ? ';' : ',';
}

/** One cell: a leading quote defuses a formula, and a cell with a delimiter, quote or line break is quoted. */
export function csvCell(value: string, delimiter: string = ','): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return safe.includes(delimiter) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The whole file: the header row first, then a line per row. */
export function toCsv(rows: ReadonlyArray<readonly string[]>, delimiter: string = ','): string {
  return CSV_BOM + rows.map((row) => row.map((cell) => csvCell(cell, delimiter)).join(delimiter)).join('\r\n') + '\r\n';
}

/** The file's name: the list's name and today's date, e.g. 'insurance-claims-2025-03-14.csv'. */
export function csvFileName(name: string, today: Date = new Date()): string {
  return `${name}-${today.toISOString().slice(0, 10)}.csv`;
}

/** Hands the file to the browser as a download. */
export function downloadCsv(fileName: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
