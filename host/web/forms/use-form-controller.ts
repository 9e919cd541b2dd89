import { useRef, useState } from 'react';
import { createForm } from './create-form';
import type { EngineForm } from './engine-form';
import type { FormDefinition } from './form-definition';

/**
 * A form created once for the component's lifetime. Its fields come from the first render's definition; the
 * submit handler is always the latest render's, so it sees current props and services.
 */
export function useFormController<F extends string>(definition: FormDefinition<F>): EngineForm<F> {
  const latest = useRef(definition);
  latest.current = definition;
  const [form] = useState(() => createForm({ ...definition, onSubmit: (values) => latest.current.onSubmit(values) }));
  return form;
}
