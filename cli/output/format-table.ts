/**
 * Aligns rows into columns separated by two spaces. Widths are measured without ANSI codes, so coloured cells
 * line up with plain ones; the last column is not padded, so lines carry no trailing blanks.
 */
export function formatTable(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, index) => {
      widths[index] = Math.max(widths[index] ?? 0, visibleLength(cell));
    });
  }
  return rows
    .map((row) =>
      row
        .map((cell, index) => (index === row.length - 1 ? cell : pad(cell, widths[index] ?? 0)))
        .join('  ')
        .trimEnd(),
    )
    .map((line) => `${line}\n`)
    .join('');
}

function pad(cell: string, width: number): string {
  return cell + ' '.repeat(width - visibleLength(cell));
}

const ESCAPE = '\u001b';
const ANSI_CODE = new RegExp(`${ESCAPE}\\[[0-9;]*m`, 'g');

export function visibleLength(text: string): number {
  return text.replace(ANSI_CODE, '').length;
}
