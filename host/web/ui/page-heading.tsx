import { useRef, type ReactElement, type ReactNode } from 'react';
import { useHeadingTitle } from './document-title';

/** The one h1 of a page, styled like the host's own pages; its words name the page in the tab's title too. */
export function PageHeading({ children, subtitle }: { children: ReactNode; subtitle?: ReactNode }): ReactElement {
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingTitle(heading);
  return (
    <header className="page-heading">
      <h1 ref={heading}>{children}</h1>
      {subtitle ? <p className="page-heading-subtitle">{subtitle}</p> : null}
    </header>
  );
}
