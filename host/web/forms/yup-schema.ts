import * as yup from 'yup';
import type { ObjectSchema } from 'yup';
import { VALIDATION_MESSAGES } from '../../core/messages';
import { check } from '../../core/validation-rules';
import type { ResolvedForm } from './form-fields';

/**
 * The yup schema of a form: each field a `string()` whose one test runs the host/core rules in order, so the
 * message is the core's word for word (the server answers the same one). The confirmation compares with its
 * sibling through yup's `parent`.
 */
export function yupSchema(resolved: ResolvedForm): ObjectSchema<Record<string, string>> {
  const shape: Record<string, yup.StringSchema<string>> = {};
  for (const field of resolved.fields) {
    let schema = yup
      .string()
      .defined()
      .test('vigil-rules', function runRules(value) {
        const message = check(value, field.rules);
        return message ? this.createError({ message }) : true;
      });
    const { confirm } = resolved;
    if (confirm && confirm.field === field.name) {
      schema = schema.test('vigil-confirm', function matches(value) {
        const parent = this.parent as Record<string, string | undefined>;
        return value === parent[confirm.equals] ? true : this.createError({ message: VALIDATION_MESSAGES.passwordConfirm });
      });
    }
    shape[field.name] = schema;
  }
  return yup.object(shape) as ObjectSchema<Record<string, string>>;
}

export { yup };
