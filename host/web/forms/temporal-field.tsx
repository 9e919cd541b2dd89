import type { ReactElement } from 'react';
import { FieldFrame } from './field-frame';
import { useFormField } from './use-form-field';

export interface TemporalFieldProps {
  /** The field's name in the form definition. */
  field: string;
  /** The earliest and latest values the picker offers, in the field's own format. */
  min?: string;
  max?: string;
  /** Seconds between values; under 60 the value carries its seconds (HH:mm:ss). */
  step?: number;
}

/**
 * A native date-time or time picker bound to a form field: the browser's own control (keyboard, screen reader and
 * locale come with it), its value the ISO text the core's `dateTime` and `time` rules check.
 */
export function TemporalField({ field, min, max, step, kind }: TemporalFieldProps & { kind: 'datetime-local' | 'time' }): ReactElement {
  const { state, id, errorId, error, label, control } = useFormField(field);
  return (
    <FieldFrame id={id} errorId={errorId} label={label} error={error} required={state.required}>
      <input {...control} type={kind} className="form-input" min={min} max={max} step={step} autoComplete="off" />
    </FieldFrame>
  );
}
