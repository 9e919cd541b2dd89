// A module of its own, apart from the rest of the contract: the manifest reads these lists at start, and the
// dashboard's first load should not carry the endpoint declarations with them. It imports nothing.

/**
 * Who may open the GPA screens and make their calls: the route table's rows (spec part 1 §2 and §6, part 2 §6;
 * config/route-permissions.json agrees). The manifest guards the routes with them, the server enforces them on
 * each call, and `vigil smoke` skips what a user may not do.
 */
export const GPA_LIST_PERMISSIONS = ['admin', 'gpa', 'free'] as const;
/** The detail route adds gpa_detail; the calls made from the detail page (print, view, local time) follow it. */
export const GPA_DETAIL_PERMISSIONS = ['admin', 'gpa', 'free', 'gpa_detail'] as const;
/** Geopolitical risks show only to these, and only for countries that allow it. */
export const GEOPOLITICAL_PERMISSIONS = ['admin', 'gpa', 'ops', 'gps'] as const;
