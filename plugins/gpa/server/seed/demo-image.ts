/**
 * A small labelled SVG as a data: URL: demo galleries and cards get a picture without any file to ship or host,
 * and the picture itself says it is demo content.
 */
export function demoImage(title: string, colour: string): string {
  const safe = title.replace(/[<>&"']/g, '').slice(0, 40);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">` +
    `<rect width="640" height="360" fill="${colour}"/>` +
    `<text x="320" y="170" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">${safe}</text>` +
    `<text x="320" y="215" font-family="sans-serif" font-size="20" fill="#fff" text-anchor="middle">(Demo content)</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
