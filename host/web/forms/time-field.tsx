import type { ReactElement } from 'react';
import { TemporalField, type TemporalFieldProps } from './temporal-field';

/** A time of day: 'HH:mm' (with ':ss' when the step is under a minute). Check it with the core's `time` rule. */
export function TimeField(props: TemporalFieldProps): ReactElement {
  return <TemporalField {...props} kind="time" />;
}
