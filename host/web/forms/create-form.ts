import { EngineForm } from './engine-form';
import type { FormDefinition } from './form-definition';

/**
 * Builds a live form from its definition (mobx-react-form with the yup plugin). `values` override the
 * definition's starting values (used when the sign-in form hands over what was typed before the engine arrived).
 */
export function createForm<F extends string>(definition: FormDefinition<F>, values?: Partial<Record<F, string>>): EngineForm<F> {
  return new EngineForm(definition, values);
}

export type { EngineForm };
