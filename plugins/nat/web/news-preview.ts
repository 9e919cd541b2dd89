import { NEWS_PREVIEW_LENGTH } from './news-query';

/**
 * The plain-text preview of an alert's HTML description: tags dropped, entities decoded, spaces collapsed, cut
 * at `length` characters with an ellipsis when longer. Parsed by an inert document, so nothing runs or loads.
 */
export function newsPreview(html: string, length = NEWS_PREVIEW_LENGTH): string {
  const text = (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}
