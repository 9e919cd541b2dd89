import { LONG_LIST_MAX, Schema, SHORT_LIST_MAX, type Static } from '../endpoints';

/** The employee directory as personnel administration lists it: an employee and their projects. */

/** A company's project, "building" in the API (spec part 2 §3 Building): its label, and its id as the value. */
export const Building = Schema.Object({ label: Schema.String(), value: Schema.Integer() });
export type Building = Static<typeof Building>;

/** One employee of /companies/getEmployees (spec part 2 §3: the admin list also uses language and countryName). */
export const PersonnelEmployee = Schema.Object({
  id: Schema.Integer(),
  name: Schema.String(),
  surname: Schema.String(),
  email: Schema.String(),
  /** '' until the employee has confirmed the mailed registration link and chosen one. */
  username: Schema.String(),
  /** Image URL with a cache-busting suffix, or null. */
  media: Schema.Nullable(Schema.String()),
  /** Permission values, in the order of PERMISSION_VALUES. */
  permission: Schema.Array(Schema.String(), { maxItems: SHORT_LIST_MAX }),
  building: Schema.Array(Building, { maxItems: LONG_LIST_MAX }),
  isTrackingEnable: Schema.Boolean(),
  /** Hidden means disabled: the employee cannot sign in (spec part 1 §4). */
  hidden: Schema.Boolean(),
  politicalriskvisible: Schema.Boolean(),
  language: Schema.Union([Schema.Literal('en'), Schema.Literal('it')]),
  /** Name of the nationality, or null. */
  countryName: Schema.Nullable(Schema.String()),
  /**
   * The nationality's ISO alpha-2 code, or null: the web shows the name in the user's language from it. Optional:
   * the spec's backend does not send it, and the web then shows countryName as it comes.
   */
  countryCode: Schema.Optional(Schema.Nullable(Schema.String())),
  last_login: Schema.Nullable(Schema.String()),
  /** True for the signed-in admin's own row. */
  areYou: Schema.Boolean(),
  /** False while the mailed registration link has not been used. */
  registered: Schema.Boolean(),
});
export type PersonnelEmployee = Static<typeof PersonnelEmployee>;
