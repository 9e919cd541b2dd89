/**
 * Who may use the travel module (spec part 2 §6: /Tra is admin and tra). Kept apart from the declarations so the
 * manifest loads no schema.
 */

/** /Tra, /Tra/Locate and its contact form; creating, editing and deleting travels. */
export const TRA_PERMISSIONS = ['admin', 'tra'] as const;

/**
 * The travel form names the traveller among the company's employees: the platform's list is admins' only, and the
 * module opens it to its tra users, who register colleagues' travels. The manifest declares it; contract/index.ts
 * exports it as `platformCalls` for `vigil smoke`.
 */
export const TRA_PLATFORM_CALLS = { 'personnel.getEmployees': TRA_PERMISSIONS } as const;

/** Who approves a travel (issue 22: an admin, once the traveller has passed the destinations' inductions). */
export const TRAVEL_APPROVERS = ['admin'] as const;

/**
 * Who reads a person's current travel (`/travels/getTravelDetail`): the GPS detail's operators (spec part 2 §6: /Gps
 * is admin and gps) and the tra users who run the travels.
 */
export const TRAVEL_DETAIL_PERMISSIONS = ['admin', 'gps', 'tra'] as const;

/** Who sees how many travellers an alert affects (issue 22 "Who is affected"): admins and tra users. */
export const AFFECTED_PERMISSIONS = ['admin', 'tra'] as const;
