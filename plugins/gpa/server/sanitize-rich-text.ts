import sanitizeHtml from 'sanitize-html';

/**
 * The one sanitiser of HTML fields written to the database from what people send (country texts, news, alerts;
 * the demo seed escapes its values instead, seed/demo-html.ts). Anything not on the allow-list goes: scripts and
 * styles with their content, event handlers, and links or images whose URL is not http(s) (mailto for links),
 * which removes javascript: and data: URLs. The client still renders through DOMPurify: two independent filters,
 * so a gap in one is not an injection.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a', 'img', 'span'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links that open elsewhere must not hand the new page a handle on this one.
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target ? { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
