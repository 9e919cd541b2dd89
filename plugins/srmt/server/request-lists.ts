import { SHORT_LIST_MAX } from '@vigil/core';
import { HttpError, readId, type EndpointHandler } from '@vigil/server-sdk';
import type { getCities, getMyRequests } from '../contract';
import { srmtMessage } from './srmt-message';
import type { SrmtDatabase } from './tables';

/** GET /srmt/getMyRequests: the caller's own requests, newest first (the table keeps each account's newest 100). */
export function myRequests(db: SrmtDatabase): EndpointHandler<typeof getMyRequests> {
  return async ({ user }) =>
    db
      .selectFrom('srmt_requests')
      .select(['id', 'source', 'country', 'status', 'created_at'])
      .where('customer_id', '=', user.id)
      .orderBy('id', 'desc')
      .limit(SHORT_LIST_MAX)
      .execute();
}

/** GET /srmt/getCities: a country's cities by name (the SED location choices); an unknown country answers 404. */
export function countryCities(db: SrmtDatabase): EndpointHandler<typeof getCities> {
  return async ({ input }) => {
    const countryId = readId(input, 'country');
    const country = await db.selectFrom('countries').select('id').where('id', '=', countryId).executeTakeFirst();
    if (!country) throw new HttpError(404, srmtMessage('unknownCountry'), 'country');
    return db.selectFrom('cities').select('name').where('country_id', '=', countryId).orderBy('name').distinct().execute();
  };
}
