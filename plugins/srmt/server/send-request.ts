import { SUCCESS_MESSAGES, type MessageAnswer } from '@vigil/core';
import { HttpError, keepNewestRequests, sendOrFail, type EndpointCall, type PlatformServices } from '@vigil/server-sdk';
import {
  firstRequestError,
  REQUEST_RULES,
  REQUEST_STATUS_SENT,
  type RequestSource,
  type sendCountryThreatEvaluation,
} from '../contract';
import { requestMail } from './request-mail';
import { requestRefusal, srmtMessage } from './srmt-message';
import type { SrmtDatabase, SrmtTables } from './tables';

type Requester = EndpointCall<typeof sendCountryThreatEvaluation>['user'];

/** The checked payload: every field of the source's rules, optional ones left out reading as ''. */
function readRequest(source: RequestSource, input: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const error = firstRequestError(source, input);
  if (error) throw new HttpError(400, requestRefusal(error), error.field);
  const values: Record<string, string> = {};
  for (const field of Object.keys(REQUEST_RULES[source])) values[field] = input[field]?.trim() ?? '';
  return values;
}

/** The names the request refers to must exist: the country, its city, the company's project. */
async function checkReferences(db: SrmtDatabase, user: Requester, values: Readonly<Record<string, string>>): Promise<void> {
  const country = await db.selectFrom('countries').select('id').where('name', '=', values.country ?? '').executeTakeFirst();
  if (!country) throw new HttpError(400, srmtMessage('unknownCountry'), 'country');
  if (values.location) {
    const city = await db.selectFrom('cities').select('id').where('country_id', '=', country.id).where('name', '=', values.location).executeTakeFirst();
    if (!city) throw new HttpError(400, srmtMessage('unknownLocation'), 'location');
  }
  if (values.project !== undefined) {
    const project = await db.selectFrom('buildings').select('id').where('company_id', '=', user.companyId).where('label', '=', values.project).executeTakeFirst();
    if (!project) throw new HttpError(400, srmtMessage('unknownProject'), 'project');
  }
}

/**
 * Handles one source's request (spec part 1 §3, §5, §7): the rules the modal checks, then the names it refers to;
 * stored and mailed to the security analysts together, so a request they never received is not kept as sent.
 */
export function sendRequest(
  platform: PlatformServices<SrmtTables>,
  analysts: readonly string[],
  source: RequestSource,
): (call: { input: Readonly<Record<string, string | undefined>>; user: Requester }) => Promise<MessageAnswer> {
  const { db } = platform;
  return async ({ input, user }) => {
    const values = readRequest(source, input);
    await checkReferences(db, user, values);
    const { country, ...details } = values;
    const createdAt = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('srmt_requests')
        .values({
          company_id: user.companyId,
          customer_id: user.id,
          source,
          country: country ?? '',
          details: JSON.stringify(details),
          status: REQUEST_STATUS_SENT,
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await keepNewestRequests(trx, 'srmt_requests', user.id);
      await sendOrFail(platform, requestMail(analysts, user, { id: row.id, source, country: country ?? '', details, createdAt }));
    });
    return { message: SUCCESS_MESSAGES.requestSent };
  };
}
