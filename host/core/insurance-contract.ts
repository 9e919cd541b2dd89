/**
 * Insurance claims (spec part 1 §2 /InsuranceClaim, §3 insurance claim row, §7, §9), shared by the reference
 * server and the insurance-claim plugin. Paths are under the legacy base.
 */

export const INSURANCE_PATHS = {
  claims: '/logs/get-insurances',
} as const;

/** Spec part 1 §6: /InsuranceClaim is admin only, and so is its call. */
export const INSURANCE_PERMISSIONS = ['admin'] as const;

/** One claim as /logs/get-insurances answers it; the list comes oldest first and the screen reverses it. */
export interface InsuranceClaimRow {
  /** The employee's name and surname. */
  name: string;
  insurance_name: string;
  insurance_phone: string;
  /** ISO-8601 UTC. */
  created_at: string;
}

/** Spec part 1 §9: the claims list shows 10 per page. */
export const INSURANCE_CLAIMS_PAGE_SIZE = 10;
