import { action, makeObservable, observable, reaction, runInAction } from 'mobx';
import { Form } from 'mobx-react-form';
import YUP from 'mobx-react-form/lib/validators/YUP';
import { translateFailure } from '../i18n/lazy-translation';
import { ApiError } from '../services/api-client';
import type { FieldState, FormController, FormDefinition, SubmitOutcome } from './form-definition';
import { fieldState, initialValues, resolveForm, type ResolvedForm } from './form-fields';
import { yup, yupSchema } from './yup-schema';

/** Readable text of any failure of a submit handler, a coded server refusal in the user's language. */
function failureMessage(error: unknown): string {
  if (error instanceof Error && error.message) return translateFailure(error, error.message);
  return typeof error === 'string' ? error : 'Something went wrong, try again.';
}

/**
 * A form backed by a mobx-react-form `Form` validated by the YUP plugin. Validation runs after every change (so
 * the submit button follows validity), errors are shown once a field was left or a submit was attempted, and a
 * server 400 marks the field it names.
 */
export class EngineForm<F extends string = string> implements FormController<F> {
  readonly engine: Form;
  readonly names: readonly F[];
  submitting = false;
  private pendingValidations = 0;
  private readonly shown = observable.set<string>();
  private readonly resolved: ResolvedForm;
  private readonly listeners = new Set<() => void>();
  private revision = 0;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    readonly definition: FormDefinition<F>,
    values: Partial<Record<F, string>> = {},
  ) {
    this.resolved = resolveForm(definition);
    this.names = this.resolved.fields.map((field) => field.name as F);
    const start = { ...initialValues(this.resolved), ...values };
    const confirm = this.resolved.confirm;
    this.engine = new Form(
      {
        fields: this.resolved.fields.map((field) => ({
          name: field.name,
          // The YUP plugin replaces the field's path in a message with its label ('Not a valid name' on a field
          // called 'name'); a label equal to the path keeps the core's messages intact. The shown label is ours.
          label: field.name,
          value: start[field.name] ?? '',
          related: confirm && confirm.equals === field.name ? [confirm.field] : undefined,
        })),
      },
      {
        plugins: { yup: YUP({ package: yup, schema: () => yupSchema(this.resolved) }) },
        options: {
          validateOnInit: false,
          validateOnBlur: false,
          validateOnChange: false,
          showErrorsOnInit: false,
          submitThrowsError: false,
        },
      },
    );
    makeObservable<EngineForm<F>, 'pendingValidations'>(this, {
      submitting: observable,
      pendingValidations: observable,
      setValue: action,
      blur: action,
    });
    reaction(
      () => this.signature(),
      () => this.emit(),
    );
    void this.validate();
  }

  get valid(): boolean {
    return this.pendingValidations === 0 && this.names.every((name) => !this.rawError(name));
  }

  field(name: F): FieldState {
    const resolved = this.resolved.fields.find((field) => field.name === name);
    if (!resolved) throw new Error(`The form has no field '${name}'`);
    const engineField = this.engine.$(name);
    const problem = this.rawError(name);
    return fieldState(resolved, String(engineField.value ?? ''), this.shown.has(name) ? problem : null, problem);
  }

  values(): Record<F, string> {
    return Object.fromEntries(this.names.map((name) => [name, String(this.engine.$(name).value ?? '')])) as Record<F, string>;
  }

  setValue(name: F, value: string): void {
    this.engine.$(name).set(value);
    void this.validate();
  }

  blur(name: F): void {
    this.shown.add(name);
  }

  async submit(): Promise<SubmitOutcome> {
    if (this.submitting) return { status: 'busy' };
    await this.validate();
    runInAction(() => this.names.forEach((name) => this.shown.add(name)));
    for (const name of this.names) {
      const message = this.rawError(name);
      if (message) return { status: 'invalid', field: name, message };
    }
    runInAction(() => (this.submitting = true));
    try {
      await this.definition.onSubmit(this.values());
      return { status: 'done' };
    } catch (error) {
      const message = failureMessage(error);
      const field = error instanceof ApiError && error.field && this.names.includes(error.field as F) ? error.field : undefined;
      // Into the error stack (not the async slot, which showErrors recomputes from the yup result).
      if (field) runInAction(() => this.engine.$(field).invalidate(message, false));
      return field ? { status: 'failed', message, field } : { status: 'failed', message };
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  /** Resolves once every validation started so far has finished. */
  settled(): Promise<void> {
    return this.queue;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  version = (): number => this.revision;

  /** The field's current validation or server error, shown or not. */
  private rawError(name: string): string | null {
    const field = this.engine.$(name);
    return field.errorAsync || field.errorSync || field.validationErrorStack[0] || null;
  }

  /**
   * Validations run one after the other: the YUP plugin sets an error when a field fails but does not clear it
   * when a later, overlapping run passes, so concurrent runs could leave a stale message on a corrected field.
   */
  private validate(): Promise<void> {
    runInAction(() => (this.pendingValidations += 1));
    const run = this.queue.then(() => this.engine.validate({ showErrors: false })).then(
      () => undefined,
      (error: unknown) => console.error('Form validation failed', error),
    );
    this.queue = run;
    return run.finally(() => runInAction(() => (this.pendingValidations -= 1)));
  }

  /** Everything the components show, as one string: a change means a new version for React. */
  private signature(): string {
    const fields = this.names.map((name) => {
      const field = this.engine.$(name);
      return [field.value, this.rawError(name), this.shown.has(name)];
    });
    return JSON.stringify([fields, this.submitting, this.pendingValidations]);
  }

  private emit(): void {
    this.revision += 1;
    for (const listener of this.listeners) listener();
  }
}
