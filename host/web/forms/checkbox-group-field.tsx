import type { ReactElement } from 'react';
import { joinListValue, splitListValue } from './list-value';
import { useFormField } from './use-form-field';

export interface CheckboxGroupFieldProps {
  field: string;
  /** Most boxes that may be ticked: the unticked ones are disabled once it is reached (spec part 2 §5). */
  max?: number;
}

/**
 * The spec's multi-checkbox (part 2 §5): one box per option, each click ticks or unticks that box and nothing
 * else, so a plain click never loses the other choices (a native multiple select replaces them). The value is the
 * ticked options joined (list-value.ts), in the options' order; values the options do not list are kept.
 */
export function CheckboxGroupField({ field, max }: CheckboxGroupFieldProps): ReactElement {
  const { state, id, errorId, error, label, t, control } = useFormField(field);
  const chosen = splitListValue(control.value);
  const known = state.options.map((option) => option.value);
  const atLimit = max !== undefined && chosen.length >= max;
  const legendId = `${id}-legend`;

  function toggle(value: string, ticked: boolean): void {
    const next = ticked ? [...chosen, value] : chosen.filter((item) => item !== value);
    const ordered = [...known.filter((item) => next.includes(item)), ...next.filter((item) => !known.includes(item))];
    control.onChange({ target: { value: joinListValue(ordered) } });
  }

  return (
    <fieldset
      className={error ? 'form-field form-checkboxes form-field-invalid' : 'form-field form-checkboxes'}
      aria-labelledby={legendId}
      aria-describedby={control['aria-describedby']}
      disabled={control.readOnly}
    >
      <legend id={legendId}>{label}</legend>
      <ul className="form-checkbox-list">
        {state.options.map((option, index) => {
          const ticked = chosen.includes(option.value);
          return (
            <li key={option.value}>
              <label className="form-checkbox">
                <input
                  // The first box takes the field's id: an invalid field's focus lands on it.
                  id={index === 0 ? id : undefined}
                  type="checkbox"
                  name={control.name}
                  value={option.value}
                  checked={ticked}
                  disabled={!ticked && atLimit}
                  aria-invalid={control['aria-invalid'] || undefined}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                  onBlur={control.onBlur}
                />
                <span>{option.text ?? t(option.label)}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id={errorId} className="form-field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
