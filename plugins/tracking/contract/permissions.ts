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
