/**
 * The live topic of open SOS (issue 20: "an SOS reaches every admin's screen at once"): one item per person whose
 * SOS state changed, by customer id. It carries the name, so a notice on any page needs nothing else, and only SOS,
 * so an operator's every page does not follow every position of the company. Type-only, like the rest.
 */
export const SOS_TOPIC = 'tracking.sos';

export interface SosTopicItem {
  /** The person's customer id. */
  id: number;
  name: string;
  /** When the open SOS was raised; null: the person has none open (any more). */
  raised_at: string | null;
}
