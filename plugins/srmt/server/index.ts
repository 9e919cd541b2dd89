import { bind, defineServerPart } from '@vigil/server-sdk';
import { getCities, getMyRequests, sendCountryThreatEvaluation, sendImpactEvaluation, sendSecurityEventDatabase } from '../contract';
import { analystAddresses } from './analyst-addresses';
import { migration as createRequests } from './migrations/srmt-001-create-requests';
import { countryCities, myRequests } from './request-lists';
import { sendRequest } from './send-request';
import type { SrmtTables } from './tables';

// The host checks the login and app tokens, the permissions and the input declared in ../contract before a
// handler runs.
export default defineServerPart<SrmtTables>({
  // Names are recorded by every installation once applied: they never change.
  migrations: [createRequests],
  endpoints: (platform) => {
    const analysts = analystAddresses(platform);
    return [
      bind(getMyRequests, myRequests(platform.db)),
      bind(getCities, countryCities(platform.db)),
      bind(sendCountryThreatEvaluation, sendRequest(platform, analysts, 'cte')),
      bind(sendImpactEvaluation, sendRequest(platform, analysts, 'ie')),
      bind(sendSecurityEventDatabase, sendRequest(platform, analysts, 'sed')),
    ];
  },
});
