import type { ReactElement } from 'react';
import { OptionGroup } from './option-group';
import { useFormField } from './use-form-field';

export interface RadioGroupFieldProps {
  field: string;
}

/**
 * One choice among the field's options as native radio buttons (arrow keys move the choice, screen readers say
 * "1 of 4"). The value is the chosen option's value; the multi-checkbox's limit of one holds by construction.
 */
export function RadioGroupField({ field }: RadioGroupFieldProps): ReactElement {
  const binding = useFormField(field);
  const { control } = binding;
  return (
    <OptionGroup
      binding={binding}
      role="radiogroup"
      input={(option, common) => (
        <input {...common} type="radio" checked={control.value === option.value} onChange={() => control.onChange({ target: { value: option.value } })} />
      )}
    />
  );
}
