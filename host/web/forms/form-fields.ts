import { CONFIRM_FIELD, FORM_RULES, type FormRules } from '../../core/form-rules';
import { VALIDATION_MESSAGES } from '../../core/messages';
import { check, required, type Rule } from '../../core/validation-rules';
import type { ConfirmDefinition, FieldDefinition, FieldState, FormDefinition } from './form-definition';

export interface ResolvedField {
  name: string;
  definition: FieldDefinition;
  rules: readonly Rule[];
}

export interface ResolvedForm {
  fields: readonly ResolvedField[];
  confirm: ConfirmDefinition | null;
}

/**
 * A definition with every rule in place: a field's own rules, else those of FORM_RULES[form]. The core's rule
 * functions are the single source of the messages, on the web and on the server alike.
 */
export function resolveForm(definition: FormDefinition): ResolvedForm {
  const coreRules: FormRules = definition.form ? FORM_RULES[definition.form] : {};
  const fields = Object.entries<FieldDefinition>(definition.fields).map(([name, field]) => ({
    name,
    definition: field,
    rules: field.rules ?? coreRules[name] ?? [],
  }));
  let confirm: ConfirmDefinition | null = definition.confirm ?? null;
  if (definition.confirm === undefined && CONFIRM_FIELD in coreRules && 'password' in coreRules) {
    confirm = { field: CONFIRM_FIELD, equals: 'password' };
  }
  return { fields, confirm };
}

/** The first failing rule of one field, the confirmation included; null when the value passes. */
export function fieldError(resolved: ResolvedForm, field: ResolvedField, values: Readonly<Record<string, string>>): string | null {
  const message = check(values[field.name], field.rules);
  if (message) return message;
  const { confirm } = resolved;
  if (confirm && confirm.field === field.name && values[confirm.field] !== values[confirm.equals]) {
    return VALIDATION_MESSAGES.passwordConfirm;
  }
  return null;
}

export function initialValues(resolved: ResolvedForm): Record<string, string> {
  return Object.fromEntries(resolved.fields.map((field) => [field.name, field.definition.value ?? '']));
}

export function fieldState(field: ResolvedField, value: string, error: string | null, problem: string | null = error): FieldState {
  const { definition } = field;
  return {
    name: field.name,
    label: definition.label,
    ...(definition.text !== undefined ? { text: definition.text } : {}),
    type: definition.type ?? 'text',
    value,
    error,
    problem,
    readOnly: definition.readOnly ?? false,
    required: field.rules.includes(required),
    options: definition.options ?? [],
    autoComplete: definition.autoComplete,
  };
}
