import type { FormName } from '../../core/form-rules';
import type { Rule } from '../../core/validation-rules';

/**
 * The one shape every form of the product is described with (spec part 1 §3, §5). Plain data and types only:
 * /Login's entry chunk imports this file, the form engine (MobX, mobx-react-form, yup) stays in its own chunk.
 */
export type FieldType = 'text' | 'password' | 'email' | 'tel' | 'date' | 'textarea' | 'select' | 'multiselect' | 'hidden';

export interface FieldOption {
  value: string;
  /** An i18n key of the form's namespace. */
  label: string;
  /** Shown as it is instead of translating `label`: names that come from the server (people, countries, tests). */
  text?: string;
  /**
   * Shown beside the option and read as its description, its name staying the label: what choosing it means
   * ('not installed here'). Already in the reader's language. Checkbox and radio groups show it.
   */
  note?: string;
}

export interface FieldDefinition {
  /** An i18n key of the form's namespace. */
  label: string;
  /** Shown as it is instead of translating `label`: a label that comes from the server (a test's question). */
  text?: string;
  value?: string;
  type?: FieldType;
  options?: readonly FieldOption[];
  readOnly?: boolean;
  autoComplete?: string;
  /** Checked in order, the first failing one gives the message. Default: the field's rules in FORM_RULES[form]. */
  rules?: readonly Rule[];
}

/** The confirmation field must equal another one ('Password confirm not match'). */
export interface ConfirmDefinition<F extends string = string> {
  field: F;
  equals: F;
}

export interface FormDefinition<F extends string = string> {
  /** A form of host/core FORM_RULES: its fields' rules (and the password confirmation) come from there. */
  form?: FormName;
  /** The i18n namespace of the labels (default 'common'). */
  namespace?: string;
  fields: Readonly<Record<F, FieldDefinition>>;
  /** Default for FORM_RULES forms with password and password_confirm: password_confirm equals password. */
  confirm?: ConfirmDefinition<F> | null;
  /** Runs when the form is valid; a rejection with an ApiError marks its `field` and is shown as a toast. */
  onSubmit(values: Readonly<Record<F, string>>): Promise<void>;
}

/** What a field component needs to render one field. `error` is set only once it should be shown. */
export interface FieldState {
  name: string;
  label: string;
  /** The definition's `text`: shown instead of the translated label. */
  text?: string;
  type: FieldType;
  value: string;
  error: string | null;
  /** The rule the value fails now, shown or not (the submit button's hint lists them); null when it passes. */
  problem: string | null;
  readOnly: boolean;
  required: boolean;
  options: readonly FieldOption[];
  autoComplete?: string;
}

export type SubmitOutcome =
  | { status: 'done' }
  /** Nothing was sent: the first failing field and its message (shown as a toast after 100 ms). */
  | { status: 'invalid'; field: string; message: string }
  /** The handler failed; `field` when the server named one of the form's fields. */
  | { status: 'failed'; message: string; field?: string }
  /** A submission is already running. */
  | { status: 'busy' };

/**
 * A live form as the components see it. `createForm` answers one backed by mobx-react-form; `deferredForm`
 * answers one that holds the values until the engine chunk arrives (the sign-in form).
 */
export interface FormController<F extends string = string> {
  readonly definition: FormDefinition<F>;
  readonly names: readonly F[];
  field(name: F): FieldState;
  values(): Record<F, string>;
  setValue(name: F, value: string): void;
  /** The user left the field: from now on its error is shown. */
  blur(name: F): void;
  /** Every field passes its rules (submit is allowed). */
  readonly valid: boolean;
  /** The handler is running: the form is locked and the loader overlay shows. */
  readonly submitting: boolean;
  submit(): Promise<SubmitOutcome>;
  /** For useSyncExternalStore: `listener` runs whenever anything above changes; `version` changes with it. */
  subscribe: (listener: () => void) => () => void;
  version: () => number;
}
