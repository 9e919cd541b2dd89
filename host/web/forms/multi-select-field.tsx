import type { ReactElement } from 'react';
import { FieldFrame } from './field-frame';
import { joinListValue, splitListValue } from './list-value';
import { useFormField } from './use-form-field';

export interface MultiSelectFieldProps {
  field: string;
  /** Visible rows of the list; the native control scrolls beyond them. */
  size?: number;
}

/**
 * A native multiple select: keyboard (arrows, Shift and Ctrl/Cmd with Space or click) and screen readers work
 * without extra code. The field's value is the chosen option values joined (list-value.ts).
 */
export function MultiSelectField({ field, size = 6 }: MultiSelectFieldProps): ReactElement {
  const { state, id, errorId, error, label, t, control } = useFormField(field);
  const { readOnly, value, onChange, ...props } = control;
  return (
    <FieldFrame id={id} errorId={errorId} label={label} error={error} required={state.required}>
      <select
        {...props}
        multiple
        size={Math.min(size, Math.max(state.options.length, 2))}
        className="form-input form-multiselect"
        disabled={readOnly}
        value={splitListValue(value)}
        onChange={(event) => {
          const chosen = Array.from(event.target.selectedOptions, (option) => option.value);
          onChange({ target: { value: joinListValue(chosen) } });
        }}
      >
        {state.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text ?? t(option.label)}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
