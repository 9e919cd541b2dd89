// A module of its own, apart from the rest of the contract: the manifest reads this list at start, and the
// dashboard's first load should not carry the endpoint declarations with it. It imports nothing.

/**
 * Who may open /Nat and make its calls: the route table's row (spec part 1 §2 and §6, the /Nat reading of
 * docs/decisions.md; config/route-permissions.json agrees). The manifest guards the route with it, the server
 * enforces it on each call, and `vigil smoke` skips what a user may not do.
 */
export const NAT_PERMISSIONS = ['admin', 'nat'] as const;
