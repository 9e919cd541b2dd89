import type { ReactElement } from 'react';

/** A quiet placeholder while a chunk or a session check is pending; it reserves no layout of its own. */
export function PageLoader({ label = 'Loading…', plugin }: { label?: string; plugin?: string }): ReactElement {
  return (
    <div className="page-loader" role="status" aria-live="polite" data-plugin={plugin}>
      {label}
    </div>
  );
}
