import { useLayoutEffect, type RefObject } from 'react';

/** The last part of every page's title. */
export const APP_TITLE = 'Vigil';
export const TITLE_SEPARATOR = ' - ';

type Part = 'route' | 'heading' | 'page';

/**
 * What the tab's title is made of, most general first: the route's (a module's name), then what the page itself
 * says, either its own words (`usePageTitle`) or else its h1, then the app's name: 'Country risk analysis -
 * Italy - Vigil'. Components set their part and clear it when they go, in whatever order React runs them.
 */
const parts: Record<Part, readonly string[]> = { route: [], heading: [], page: [] };

function apply(): void {
  const detail = parts.page.length > 0 ? parts.page : parts.heading;
  const seen = new Set<string>();
  const words = [...parts.route, ...detail, APP_TITLE].filter((part) => {
    // A page whose heading is the module's own name says it once ('News alerts - Vigil').
    const key = part.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  document.title = words.map((word) => word.trim()).join(TITLE_SEPARATOR);
}

function useTitlePart(part: Part, words: readonly (string | null | undefined)[]): void {
  const joined = words.filter((word): word is string => Boolean(word?.trim())).join('\u0000');
  useLayoutEffect(() => {
    parts[part] = joined ? joined.split('\u0000') : [];
    apply();
    return () => {
      parts[part] = [];
      apply();
    };
  }, [part, joined]);
}

/** The route's part of the title: a plugin route's module name (set by the host). */
export function useRouteTitle(title: string | null | undefined): void {
  useTitlePart('route', [title]);
}

/**
 * A page's own words for its title, after the module's name: `usePageTitle(country.name)` on a country page,
 * `usePageTitle(name, tab)` where tabs share a heading. Without it the page's h1 (PageHeading) is used.
 */
export function usePageTitle(...details: (string | null | undefined)[]): void {
  useTitlePart('page', details);
}

/**
 * The text a reader hears of an element: its text and the text alternatives of its pictures (a flag named by
 * its country), without what is hidden from them (a decorative icon, a name already given by the picture).
 */
export function spokenText(element: Element): string {
  const words = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return '';
    if (node instanceof HTMLImageElement) return ` ${node.alt} `;
    return Array.from(node.childNodes, words).join('');
  };
  return words(element).replace(/\s+/g, ' ').trim();
}

/** The h1's words as the page's part of the title, read after every render of the heading. */
export function useHeadingTitle(heading: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const text = heading.current ? spokenText(heading.current) : '';
    if (parts.heading.join(' ') === text) return;
    parts.heading = text ? [text] : [];
    apply();
  });
  useLayoutEffect(
    () => () => {
      parts.heading = [];
      apply();
    },
    [],
  );
}
