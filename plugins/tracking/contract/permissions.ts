/**
 * Who may use the tracking calls. Kept apart so the manifest loads no schema.
 *
 * The operators' calls (pairing another person's device, reading positions, closing an SOS) are the GPS screens'
 * (spec part 2 §6: /Gps is admin and gps); a person's own calls (their device, pause, who looked, their SOS) are
 * open to any signed-in user the admin tracks.
 */
export const TRACKING_OPERATOR_PERMISSIONS = ['admin', 'gps'] as const;

/** The person's own tracking page (/Tracking) and calls: every signed-in user. */
export const TRACKING_OWN_PERMISSIONS = ['all'] as const;

/**
 * Who may list the people in countries at high or extreme risk (issue 24's dashboard): the GPS operators, and tra
 * users, who run the company's travels (docs/decisions.md, "People in high or extreme risk countries"). Countries
 * only, no position: it widens no one's view of where a person is.
 */
export const RISK_COUNTRIES_PERMISSIONS = ['admin', 'gps', 'tra'] as const;

/**
 * Who follows the open SOS (issue 24: "for admins and tra/gps users, open SOS"): the GPS operators and the tra users
 * who run the travels. The SOS topic carries a name and a time, never a position.
 */
export const SOS_VIEWER_PERMISSIONS = ['admin', 'gps', 'tra'] as const;
