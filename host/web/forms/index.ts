/**
 * The one form pattern of the web host (spec part 1 §3, §4, §5, §9). Importing this file brings the form
 * engine (MobX, mobx-react-form, yup); /Login's entry imports the light parts directly and loads the engine
 * on the sign-in form's first interaction (see deferred-form.ts).
 */
export { createForm } from './create-form';
export type { EngineForm } from './create-form';
export { deferredForm } from './deferred-form';
export type { DeferredForm, FormFactory } from './deferred-form';
export type {
  ConfirmDefinition,
  FieldDefinition,
  FieldOption,
  FieldState,
  FieldType,
  FormController,
  FormDefinition,
  SubmitOutcome,
} from './form-definition';
export { CheckboxGroupField } from './checkbox-group-field';
export type { CheckboxGroupFieldProps } from './checkbox-group-field';
export { FORM_ERROR_DELAY_MS, useToast } from './form-notifier';
export { FormView } from './form-view';
export type { FormViewProps } from './form-view';
export { joinListValue, splitListValue } from './list-value';
export { MultiSelectField } from './multi-select-field';
export type { MultiSelectFieldProps } from './multi-select-field';
export { RadioGroupField } from './radio-group-field';
export type { RadioGroupFieldProps } from './radio-group-field';
export { SelectField } from './select-field';
export type { SelectFieldProps } from './select-field';
export { SubmitButton } from './submit-button';
export { TextAreaField } from './text-area-field';
export type { TextAreaFieldProps } from './text-area-field';
export { TextField } from './text-field';
export { DateTimeField } from './date-time-field';
export { TimeField } from './time-field';
export type { TemporalFieldProps } from './temporal-field';
export type { TextFieldProps } from './text-field';
export { useFormController } from './use-form-controller';
