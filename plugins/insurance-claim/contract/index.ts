import { defineEndpoint, LONG_LIST_MAX, NoInput, Schema, type AnyEndpoint, type Static } from '@vigil/core';

/**
 * Insurance claims (spec part 1 §2 /InsuranceClaim, §3 insurance claim row, §7, §9), shared by the server part
 * and the screen. Paths are under the legacy base.
 */

/** Spec part 1 §6: /InsuranceClaim is admin only, and so is its call. */
export const INSURANCE_PERMISSIONS = ['admin'] as const;

/** One claim as /logs/get-insurances answers it; the list comes oldest first and the screen reverses it. */
export const InsuranceClaimRow = Schema.Object({
  /** The employee's name and surname. */
  name: Schema.String(),
  insurance_name: Schema.String(),
  insurance_phone: Schema.String(),
  /** ISO-8601 UTC. */
  created_at: Schema.String(),
});
export type InsuranceClaimRow = Static<typeof InsuranceClaimRow>;

/** Spec part 1 §9: the claims list shows 10 per page. */
export const INSURANCE_CLAIMS_PAGE_SIZE = 10;

export const getInsurances = defineEndpoint({
  id: 'insurance-claim.getInsurances',
  backend: 'legacy',
  method: 'GET',
  path: '/logs/get-insurances',
  summary: `The insurance claims of the admin's company, oldest first: the newest ${LONG_LIST_MAX}`,
  access: { allowed: INSURANCE_PERMISSIONS },
  input: NoInput,
  answer: Schema.Array(InsuranceClaimRow, { maxItems: LONG_LIST_MAX }),
  smoke: {},
});

/** Every endpoint of the module: the server mounts them, `vigil smoke` and the OpenAPI description list them. */
export const endpoints: readonly AnyEndpoint[] = [getInsurances];
