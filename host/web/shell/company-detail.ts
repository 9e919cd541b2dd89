import { getCompanyDetail, type CompanyDetail } from '../../core/contract/company';
import type { Api } from '../services/endpoint-client';

const answers = new WeakMap<Api, Promise<CompanyDetail>>();

/**
 * /companies/getDetail, asked once per API client: the header (logo) and the dashboard (logo, active modules)
 * both need it. A failure is forgotten so that the next caller asks again.
 */
export function loadCompanyDetail(api: Api): Promise<CompanyDetail> {
  let answer = answers.get(api);
  if (!answer) {
    answer = api.call(getCompanyDetail);
    answers.set(api, answer);
    answer.catch(() => answers.delete(api));
  }
  return answer;
}
