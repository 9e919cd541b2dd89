/**
 * Who may use the evaluation requests (spec part 1 §2 route table: /Srmt and its sub-pages): the route's
 * permissions, which the server enforces on every call. Kept apart so the manifest loads no schema.
 */
export const SRMT_PERMISSIONS = ['admin', 'srmt', 'dvr-s'] as const;

/** Spec part 1 §6: IE, CTE and SED belong to the dvr-s group; the module's own id sees them too. */
export const SRMT_MENU_VISIBILITY = ['srmt', 'dvr-s'] as const;

/**
 * Spec part 1 §5: the Impact Evaluation request picks its project from the company's projects, a platform call
 * (admin's) that the module asks the host to open to its users. The manifest declares it; contract/index.ts
 * exports it as `platformCalls` for `vigil smoke`.
 */
export const SRMT_PLATFORM_CALLS = { 'personnel.getBuildings': SRMT_PERMISSIONS } as const;
