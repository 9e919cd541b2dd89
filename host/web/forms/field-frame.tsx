import type { ReactElement, ReactNode } from 'react';

interface FieldFrameProps {
  id: string;
  errorId: string;
  label: string;
  error: string | null;
  /** Marks the label with the required sign (the control itself carries aria-required). */
  required?: boolean;
  children: ReactNode;
}

/**
 * Label, control and the field's error text. The error is tied to the control with aria-describedby (and the
 * control marked aria-invalid); it is announced through the error toast, so it is not a live region itself.
 */
export function FieldFrame({ id, errorId, label, error, required = false, children }: FieldFrameProps): ReactElement {
  return (
    <div className={error ? 'form-field form-field-invalid' : 'form-field'}>
      <span className="form-field-label">
        <label htmlFor={id}>{label}</label>
        {required ? <RequiredMark /> : null}
      </span>
      {children}
      {error ? (
        <p id={errorId} className="form-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The visible sign of a required field. Outside the label and hidden from assistive technology: the control's
 * aria-required already says it, and the label keeps its exact name for every test and screen reader.
 */
export function RequiredMark(): ReactElement {
  return (
    <span className="form-required" aria-hidden="true">
      *
    </span>
  );
}
