import type { ReactElement } from 'react';
import { FieldFrame } from './field-frame';
import { useFormField } from './use-form-field';

export interface TextFieldProps {
  /** The field's name in the form definition. */
  field: string;
  placeholder?: string;
}

/** An input of type text, password, email or tel (or a hidden value such as a token from the address). */
export function TextField({ field, placeholder }: TextFieldProps): ReactElement {
  const { state, id, errorId, error, label, control } = useFormField(field);
  if (state.type === 'hidden') return <input type="hidden" id={id} name={field} value={state.value} />;
  return (
    <FieldFrame id={id} errorId={errorId} label={label} error={error} required={state.required}>
      <input
        {...control}
        type={state.type === 'textarea' || state.type === 'select' ? 'text' : state.type}
        className="form-input"
        placeholder={placeholder}
        autoComplete={state.autoComplete ?? autoCompleteOf(state.name, state.type)}
        spellCheck={state.type === 'text' ? undefined : false}
      />
    </FieldFrame>
  );
}

/** Sensible autofill for the product's field names, so password managers help on every form. */
function autoCompleteOf(name: string, type: string): string | undefined {
  if (name === 'username') return 'username';
  if (name === 'email' || type === 'email') return 'email';
  if (name === 'name') return 'given-name';
  if (name === 'surname') return 'family-name';
  if (type === 'tel') return 'tel';
  // Forms other than sign-in ask for a new password (sign-in says so in its definition).
  if (type === 'password') return 'new-password';
  return undefined;
}
