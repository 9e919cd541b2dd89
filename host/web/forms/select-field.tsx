import type { ReactElement } from 'react';
import { FieldFrame } from './field-frame';
import type { FieldOption } from './form-definition';
import { useFormField } from './use-form-field';

export interface SelectFieldProps {
  field: string;
  /** Text of the empty first choice (an i18n key of the form's namespace); none when omitted. */
  placeholder?: string;
  /**
   * The choices when they arrive after the form was made or follow another field (a country's cities); the
   * definition's `options` otherwise.
   */
  options?: readonly FieldOption[];
}

/** A native select over the field's options (labels are i18n keys of the form's namespace, or literal `text`). */
export function SelectField({ field, placeholder, options }: SelectFieldProps): ReactElement {
  const { state, id, errorId, error, label, t, control } = useFormField(field);
  const { readOnly, ...props } = control;
  return (
    <FieldFrame id={id} errorId={errorId} label={label} error={error} required={state.required}>
      {/* A select has no read-only state: a read-only field is shown disabled, its value still submitted. */}
      <select {...props} className="form-input" disabled={readOnly}>
        {placeholder !== undefined ? <option value="">{t(placeholder)}</option> : null}
        {(options ?? state.options).map((option) => (
          <option key={option.value} value={option.value}>
            {option.text ?? t(option.label)}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
