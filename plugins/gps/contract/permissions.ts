/**
 * Who may use the GPS screens and their list call (spec part 2 §6 routes: /Gps admin, gps; the route table in
 * config/route-permissions.json agrees). Kept apart so the manifest loads no schema.
 */
export const GPS_PERMISSIONS = ['admin', 'gps'] as const;

/**
 * Spec part 2 §2, §5: the GPS detail sends messages and pickups to the company's people (and deletes them, which
 * the platform allows to whoever may send). newAlert is the platform's and admins' only; the module opens it to
 * its operators here. The manifest declares it; contract/index.ts exports it as `platformCalls` for `vigil smoke`.
 */
export const GPS_PLATFORM_CALLS = { 'profile.newAlert': GPS_PERMISSIONS } as const;
