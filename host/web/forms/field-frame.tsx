import type { ReactElement, ReactNode } from 'react';

interface FieldFrameProps {
  id: string;
  errorId: string;
  label: string;
  error: string | null;
  children: ReactNode;
}

/**
 * Label, control and the field's error text. The error is tied to the control with aria-describedby (and the
 * control marked aria-invalid); it is announced through the error toast, so it is not a live region itself.
 */
export function FieldFrame({ id, errorId, label, error, children }: FieldFrameProps): ReactElement {
  return (
    <div className={error ? 'form-field form-field-invalid' : 'form-field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <p id={errorId} className="form-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
