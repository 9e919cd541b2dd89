import { useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { useFormContext } from './form-context';
import { translateServerMessage, useLazyTranslation } from '../i18n/lazy-translation';

/**
 * What still stops the submit: each failing field's label and the message of its rule, in the reader's language,
 * by field name (two lines may read alike, as while the form's catalogue is still loading and labels are empty).
 */
function useMissing(): Array<{ name: string; line: string }> {
  const { form, namespace } = useFormContext();
  const t = useLazyTranslation(namespace);
  if (form.valid || form.submitting) return [];
  return form.names.flatMap((name) => {
    const state = form.field(name);
    return state.problem ? [{ name, line: `${state.text ?? t(state.label)}: ${translateServerMessage(state.problem)}` }] : [];
  });
}

/**
 * The form's submit button. While the form is invalid it is aria-disabled rather than disabled: it stays
 * focusable and announced, and pressing it (or Enter in a field) shows the first error instead of sending
 * anything (spec part 1 §4). Meanwhile hovering or focusing it shows what is missing, field by field with the
 * spec's messages, and that list is its accessible description (docs/decisions.md, "Forms, the knowledge test and
 * the personnel list explain themselves"). While the handler runs it is disabled with the rest of the form.
 */
export function SubmitButton({ children, className = 'button' }: { children: ReactNode; className?: string }): ReactElement {
  const { form, idPrefix } = useFormContext();
  const missing = useMissing();
  const [open, setOpen] = useState(false);
  const hintId = `${idPrefix}-submit-missing`;
  const explained = missing.length > 0;

  function onKeyDown(event: KeyboardEvent<HTMLSpanElement>): void {
    // WCAG 1.4.13: the hint can be dismissed without moving the pointer or the focus.
    if (event.key === 'Escape' && open) setOpen(false);
  }

  return (
    <span
      className="form-submit-holder"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={onKeyDown}
    >
      <button
        type="submit"
        className={`${className} form-submit`}
        aria-disabled={!form.valid || form.submitting}
        aria-describedby={explained ? hintId : undefined}
        disabled={form.submitting}
      >
        {children}
      </button>
      {explained ? (
        <span id={hintId} role="tooltip" className="form-submit-missing" hidden={!open}>
          {missing.map(({ name, line }) => (
            <span key={name} className="form-submit-missing-line">
              {line}
            </span>
          ))}
        </span>
      ) : null}
    </span>
  );
}
