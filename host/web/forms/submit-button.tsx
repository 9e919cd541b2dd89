import type { ReactElement, ReactNode } from 'react';
import { useFormContext } from './form-context';

/**
 * The form's submit button. While the form is invalid it is aria-disabled rather than disabled: it stays
 * focusable and announced, and pressing it (or Enter in a field) shows the first error instead of sending
 * anything (spec part 1 §4). While the handler runs it is disabled with the rest of the form.
 */
export function SubmitButton({ children, className = 'button' }: { children: ReactNode; className?: string }): ReactElement {
  const { form } = useFormContext();
  return (
    <button
      type="submit"
      className={`${className} form-submit`}
      aria-disabled={!form.valid || form.submitting}
      disabled={form.submitting}
    >
      {children}
    </button>
  );
}
