import { useId, type ReactElement, type ReactNode } from 'react';

export interface CollapsibleItemProps {
  title: ReactNode;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** One open-or-closed item (spec part 2 §4): a button with aria-expanded over its content. */
export function CollapsibleItem({ title, open, onToggle, children }: CollapsibleItemProps): ReactElement {
  const id = useId();
  return (
    <li className={`gpa-collapsible${open ? ' gpa-open' : ''}`}>
      <button type="button" className="gpa-collapsible-toggle" aria-expanded={open} aria-controls={id} onClick={onToggle}>
        {title}
      </button>
      <div id={id} className="gpa-collapsible-body" hidden={!open}>
        {children}
      </div>
    </li>
  );
}
