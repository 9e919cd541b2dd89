import { defineEndpoint, LONG_LIST_MAX, NoInput, Schema, SHORT_LIST_MAX, type Static } from '../endpoints';

/** One rule of the route permission table (permission-matcher's PermissionRule). */
const PermissionRule = Schema.Object({
  /** Path prefix matched on whole segments, case-insensitively. */
  prefix: Schema.String(),
  allowed: Schema.Array(Schema.String(), { maxItems: SHORT_LIST_MAX }),
  notAllowed: Schema.Optional(Schema.Array(Schema.String(), { maxItems: SHORT_LIST_MAX })),
});

export const FrontendPermissions = Schema.Object({ routes: Schema.Array(PermissionRule, { maxItems: LONG_LIST_MAX }) });
export type FrontendPermissions = Static<typeof FrontendPermissions>;

/**
 * The route permission table the client guards with: config/route-permissions.json plus the plugins' routes.
 * The web host asks by POST; GET answers the same.
 */
export const getFrontendPermissions = defineEndpoint({
  id: 'permissions.getFrontendPermissions',
  backend: 'legacy',
  method: ['POST', 'GET'],
  path: '/permissions/getFrontendPermissions',
  summary: 'The route permission table the client guards with',
  access: 'session',
  // The web host loads it as a session begins, before the privacy gate is passed: it is the same for everyone.
  beforePrivacyAccepted: true,
  input: NoInput,
  answer: FrontendPermissions,
  smoke: {},
});
