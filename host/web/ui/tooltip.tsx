import { cloneElement, useId, useState, type KeyboardEvent, type ReactElement } from 'react';

interface TooltipProps {
  /** The tooltip's text, also the description of the wrapped control. */
  label: string;
  /** One focusable element (a button, a link); it gets aria-describedby pointing at the tooltip. */
  children: ReactElement<{ 'aria-describedby'?: string; 'aria-label'?: string }>;
}

/**
 * A tooltip that shows on hover and on keyboard focus, hides on leave, blur and Escape (WCAG 1.4.13), and
 * describes its control through aria-describedby so screen readers announce it without hovering.
 *
 * When the label already is the control's name (its aria-label), screen readers hear it anyway: no description
 * is added, and the tooltip is in the page only while it shows (a list of 250 risk meters carries 250 fewer
 * hidden elements).
 */
export function Tooltip({ label, children }: TooltipProps): ReactElement {
  const id = useId();
  const [open, setOpen] = useState(false);
  const named = children.props['aria-label'] === label;
  const own = children.props['aria-describedby'];
  const describedBy = named ? own : [own, id].filter(Boolean).join(' ');

  function onKeyDown(event: KeyboardEvent<HTMLSpanElement>): void {
    if (event.key === 'Escape' && open) setOpen(false);
  }

  return (
    <span
      className="tooltip-anchor"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={onKeyDown}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      {named && !open ? null : (
        <span role="tooltip" id={id} className="tooltip" hidden={!open}>
          {label}
        </span>
      )}
    </span>
  );
}
