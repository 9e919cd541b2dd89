import type { ReactElement } from 'react';
import { joinListValue, splitListValue } from './list-value';
import { OptionGroup } from './option-group';
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
  const binding = useFormField(field);
  const { state, control } = binding;
  const chosen = splitListValue(control.value);
  const known = state.options.map((option) => option.value);
  const atLimit = max !== undefined && chosen.length >= max;

  function toggle(value: string, ticked: boolean): void {
    const next = ticked ? [...chosen, value] : chosen.filter((item) => item !== value);
    const ordered = [...known.filter((item) => next.includes(item)), ...next.filter((item) => !known.includes(item))];
    control.onChange({ target: { value: joinListValue(ordered) } });
  }

  return (
    <OptionGroup
      binding={binding}
      input={(option, common) => {
        const ticked = chosen.includes(option.value);
        return <input {...common} type="checkbox" checked={ticked} disabled={!ticked && atLimit} onChange={(event) => toggle(option.value, event.target.checked)} />;
      }}
    />
  );
}
