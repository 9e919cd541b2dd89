import type { FieldState, FormController, FormDefinition, SubmitOutcome } from './form-definition';
import { fieldError, fieldState, initialValues, resolveForm } from './form-fields';

export type FormFactory = <F extends string>(
  definition: FormDefinition<F>,
  values?: Partial<Record<F, string>>,
) => FormController<F>;

export interface DeferredForm<F extends string = string> extends FormController<F> {
  /** Loads the engine (once) and answers the real form; what was typed so far is carried over. */
  load(): Promise<FormController<F>>;
  readonly loaded: boolean;
}

/**
 * A form that renders before its engine is downloaded. /Login's entry chunk cannot carry MobX, mobx-react-form
 * and yup (about 57 KB gzip, over the page's budget), so the sign-in form keeps its values here, loads the
 * engine on the first interaction and from then on hands everything to the real form. Submitting before the
 * engine arrived waits for it. Validity meanwhile comes from the same core rules, so the button is right at once.
 */
export function deferredForm<F extends string>(
  definition: FormDefinition<F>,
  loadFactory: () => Promise<FormFactory>,
): DeferredForm<F> {
  const resolved = resolveForm(definition);
  const names = resolved.fields.map((field) => field.name as F);
  const local: Record<string, string> = initialValues(resolved);
  const blurred = new Set<F>();
  const listeners = new Set<() => void>();
  let revision = 0;
  let real: FormController<F> | null = null;
  let loading: Promise<FormController<F>> | null = null;

  const emit = (): void => {
    revision += 1;
    for (const listener of listeners) listener();
  };

  const load = (): Promise<FormController<F>> => {
    loading ??= loadFactory().then(
      (factory) => {
        const form = factory(definition, { ...local } as Partial<Record<F, string>>);
        real = form;
        blurred.forEach((name) => form.blur(name));
        form.subscribe(emit);
        emit();
        return form;
      },
      (error: unknown) => {
        // Let the next interaction try again (a network blip must not leave the form dead).
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  const controller: DeferredForm<F> = {
    definition,
    names,
    load,
    get loaded() {
      return real !== null;
    },
    field(name: F): FieldState {
      if (real) return real.field(name);
      const field = resolved.fields.find((candidate) => candidate.name === name);
      if (!field) throw new Error(`The form has no field '${name}'`);
      return fieldState(field, local[name] ?? '', null, fieldError(resolved, field, local));
    },
    values() {
      return real ? real.values() : ({ ...local } as Record<F, string>);
    },
    setValue(name: F, value: string) {
      if (real) return real.setValue(name, value);
      local[name] = value;
      emit();
    },
    blur(name: F) {
      if (real) real.blur(name);
      else blurred.add(name);
    },
    get valid() {
      return real ? real.valid : resolved.fields.every((field) => !fieldError(resolved, field, local));
    },
    get submitting() {
      return real?.submitting ?? false;
    },
    async submit(): Promise<SubmitOutcome> {
      return (await load()).submit();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => revision,
  };
  return controller;
}
