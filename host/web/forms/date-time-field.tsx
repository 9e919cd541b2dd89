import type { ReactElement } from 'react';
import { TemporalField, type TemporalFieldProps } from './temporal-field';

/**
 * A date and time (a departure, an event): 'YYYY-MM-DDTHH:mm', a wall-clock time without a zone; the form says
 * which zone its label means. Check it with the core's `dateTime` rule.
 */
export function DateTimeField(props: TemporalFieldProps): ReactElement {
  return <TemporalField {...props} kind="datetime-local" />;
}
