import type { ReactElement, ReactNode } from 'react';

/** The one h1 of a page, styled like the host's own pages. */
export function PageHeading({ children, subtitle }: { children: ReactNode; subtitle?: ReactNode }): ReactElement {
  return (
    <header className="page-heading">
      <h1>{children}</h1>
      {subtitle ? <p className="page-heading-subtitle">{subtitle}</p> : null}
    </header>
  );
}
