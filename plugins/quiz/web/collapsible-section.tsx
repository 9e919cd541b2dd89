import { useId, useState, type ReactElement, type ReactNode } from 'react';

interface CollapsibleSectionProps {
  title: string;
  /** What the section says while closed (spec part 1 §2). */
  closedText: string;
  className?: string;
  children: ReactNode;
}

/**
 * A section whose heading is a disclosure button (aria-expanded tells its state): closed it shows `closedText`,
 * open its content. Closed at first, so the page opens on the form and the results.
 */
export function CollapsibleSection({ title, closedText, className, children }: CollapsibleSectionProps): ReactElement {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  return (
    <section className={`quiz-section quiz-collapsible ${className ?? ''}`.trim()}>
      <h2 className="quiz-section-heading">
        <button type="button" className="quiz-disclosure" aria-expanded={open} aria-controls={contentId} onClick={() => setOpen(!open)}>
          <span className="quiz-disclosure-icon" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
          {title}
        </button>
      </h2>
      <div id={contentId}>{open ? children : <p className="quiz-closed-text">{closedText}</p>}</div>
    </section>
  );
}
