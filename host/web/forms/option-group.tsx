import type { InputHTMLAttributes, ReactElement } from 'react';
import { RequiredMark } from './field-frame';
import type { FieldOption } from './form-definition';
import type { FormFieldBinding } from './use-form-field';

/** The attributes every option's input gets, whatever its kind. */
export type OptionInputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'aria-invalid' | 'aria-describedby' | 'onBlur'>;

/**
 * A field's options as a fieldset of native inputs, one per option with its note: the shape the multi-checkbox and
 * the radio buttons share. `input` draws one option's input from the common attributes. The fieldset's name is the
 * label alone (aria-labelledby), so the required sign stays out of it; the first input takes the field's id, so an
 * invalid field's focus lands on it.
 */
export function OptionGroup({
  binding,
  role,
  input,
}: {
  binding: FormFieldBinding;
  role?: 'radiogroup';
  input: (option: FieldOption, common: OptionInputProps) => ReactElement;
}): ReactElement {
  const { state, id, errorId, error, label, t, control } = binding;
  const legendId = `${id}-legend`;
  return (
    <fieldset
      className={error ? 'form-field form-checkboxes form-field-invalid' : 'form-field form-checkboxes'}
      role={role}
      aria-labelledby={legendId}
      aria-describedby={control['aria-describedby']}
      aria-required={role ? control['aria-required'] : undefined}
      disabled={control.readOnly}
    >
      <legend>
        <span id={legendId}>{label}</span>
        {state.required ? <RequiredMark /> : null}
      </legend>
      <ul className="form-checkbox-list">
        {state.options.map((option, index) => (
          <li key={option.value}>
            <label className="form-checkbox">
              {input(option, {
                id: index === 0 ? id : undefined,
                name: control.name,
                value: option.value,
                'aria-invalid': control['aria-invalid'] || undefined,
                'aria-describedby': option.note ? `${id}-note-${index}` : undefined,
                onBlur: control.onBlur,
              })}
              <span>{option.text ?? t(option.label)}</span>
            </label>
            {option.note ? (
              <span id={`${id}-note-${index}`} className="form-option-note">
                {option.note}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {error ? (
        <p id={errorId} className="form-field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
