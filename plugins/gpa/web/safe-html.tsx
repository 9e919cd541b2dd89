import DOMPurify from 'dompurify';
import { useMemo, type ReactElement } from 'react';

/** Server HTML, sanitised again in the browser before it is rendered (the server sanitises when writing). */
export function SafeHtml({ html, className }: { html: string; className?: string }): ReactElement {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
