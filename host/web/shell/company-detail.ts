import { LEGACY_PATHS, type CompanyDetail } from '../../core/api-contract';
import type { ApiClient } from '../services/api-client';

const answers = new WeakMap<ApiClient, Promise<CompanyDetail>>();

/**
 * /companies/getDetail, asked once per API client: the header (logo) and the dashboard (logo, active modules)
 * both need it. A failure is forgotten so that the next caller asks again.
 */
export function loadCompanyDetail(legacyApi: ApiClient): Promise<CompanyDetail> {
  let answer = answers.get(legacyApi);
  if (!answer) {
    answer = legacyApi.get<CompanyDetail>(LEGACY_PATHS.companyDetail);
    answers.set(legacyApi, answer);
    answer.catch(() => answers.delete(legacyApi));
  }
  return answer;
}
