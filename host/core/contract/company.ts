import { defineEndpoint, NoInput, Schema, SHORT_LIST_MAX, type Static } from '../endpoints';

export const CompanyDetail = Schema.Object({
  id: Schema.Integer(),
  name: Schema.String(),
  /** Data URI or URL of the logo, or null. */
  logo: Schema.Nullable(Schema.String()),
  /** Plugin ids active for the company. */
  activeModules: Schema.Array(Schema.String(), { maxItems: SHORT_LIST_MAX }),
});
export type CompanyDetail = Static<typeof CompanyDetail>;

/** The signed-in user's company: name, logo and the modules it has switched on (header and dashboard). */
export const getCompanyDetail = defineEndpoint({
  id: 'company.getDetail',
  backend: 'legacy',
  method: ['GET', 'POST'],
  path: '/companies/getDetail',
  summary: "The signed-in user's company: name, logo and active modules",
  access: 'session',
  errors: [404],
  input: NoInput,
  answer: CompanyDetail,
  smoke: {},
});
