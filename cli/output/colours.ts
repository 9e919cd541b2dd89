export interface Colours {
  green(text: string): string;
  red(text: string): string;
  yellow(text: string): string;
  dim(text: string): string;
  bold(text: string): string;
}

const ansi =
  (open: number, close: number) =>
  (text: string): string =>
    `\u001b[${open}m${text}\u001b[${close}m`;

const identity = (text: string): string => text;

/** ANSI colours on a terminal (unless NO_COLOR is set, see no-color.org); plain text everywhere else. */
export function colours(isTTY: boolean, env: Readonly<Record<string, string | undefined>>): Colours {
  if (!isTTY || env.NO_COLOR) return { green: identity, red: identity, yellow: identity, dim: identity, bold: identity };
  return { green: ansi(32, 39), red: ansi(31, 39), yellow: ansi(33, 39), dim: ansi(2, 22), bold: ansi(1, 22) };
}
