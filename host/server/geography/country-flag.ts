/** The emoji flag of an ISO alpha-2 code: two regional indicator letters, drawn as a flag by every modern OS. */
export function countryFlag(iso2: string): string {
  const code = iso2.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}
