import type { FieldState } from './form-definition';
import { fieldId, useFormContext } from './form-context';
import { translateServerMessage, useLazyTranslation, type LazyTranslate } from '../i18n/lazy-translation';

export interface FormFieldBinding {
  state: FieldState;
  id: string;
  errorId: string;
  /** The shown error in the user's language, or null. */
  error: string | null;
  label: string;
  t: LazyTranslate;
  disabled: boolean;
  /** Props every control of the field shares. */
  control: {
    id: string;
    name: string;
    value: string;
    readOnly?: boolean;
    'aria-invalid': boolean;
    'aria-required'?: boolean;
    'aria-describedby'?: string;
    onChange(event: { target: { value: string } }): void;
    onBlur(): void;
  };
}

/** One field of the surrounding FormView, with its label, error and ARIA wiring. */
export function useFormField(name: string): FormFieldBinding {
  const { form, idPrefix, namespace } = useFormContext();
  const t = useLazyTranslation(namespace);
  const state = form.field(name);
  const id = fieldId(idPrefix, name);
  const errorId = `${id}-error`;
  const error = state.error ? translateServerMessage(state.error) : null;
  return {
    state,
    id,
    errorId,
    error,
    label: state.text ?? t(state.label),
    t,
    disabled: form.submitting,
    control: {
      id,
      name,
      value: state.value,
      readOnly: state.readOnly || undefined,
      'aria-invalid': Boolean(error),
      'aria-required': state.required || undefined,
      'aria-describedby': error ? errorId : undefined,
      onChange: (event) => form.setValue(name, event.target.value),
      onBlur: () => form.blur(name),
    },
  };
}
