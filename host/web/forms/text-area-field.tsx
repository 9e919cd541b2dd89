import type { ReactElement } from 'react';
import { FieldFrame } from './field-frame';
import { useFormField } from './use-form-field';

export interface TextAreaFieldProps {
  field: string;
  rows?: number;
  placeholder?: string;
}

/** A multi-line text field (the help form's message, for instance). */
export function TextAreaField({ field, rows = 5, placeholder }: TextAreaFieldProps): ReactElement {
  const { state, id, errorId, error, label, control } = useFormField(field);
  return (
    <FieldFrame id={id} errorId={errorId} label={label} error={error} required={state.required}>
      <textarea {...control} className="form-input form-textarea" rows={rows} placeholder={placeholder} />
    </FieldFrame>
  );
}
