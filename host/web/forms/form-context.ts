import { createContext, useContext } from 'react';
import type { FormController } from './form-definition';

export interface FormContextValue {
  form: FormController;
  /** Changes whenever the form does, so every field below re-renders. */
  version: number;
  /** Prefix of the ids of the form's inputs (label, error and focus targets). */
  idPrefix: string;
  namespace: string;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('Form fields must be placed inside <FormView form={…}>');
  return value;
}

export function fieldId(idPrefix: string, name: string): string {
  return `${idPrefix}-${name}`;
}
