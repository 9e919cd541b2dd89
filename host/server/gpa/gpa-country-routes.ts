import type { Kysely } from 'kysely';
import type { MessageAnswer } from '../../core/endpoints';
import { missingInputMessage } from '../../core/messages';
import { GPA_PATHS, PRINT_LANGUAGES, PRINT_REQUEST_SENT, VIEW_RECORDED, type CountryDetail, type CountryTime, type PrintLanguage } from '../../core/risk-content-contract';
import { GPA_DETAIL_PERMISSIONS } from '../../core/risk-permissions';
import type { Database } from '../database/schema';
import { HttpError } from '../http-error';
import { readId } from '../legacy/form-input';
import type { LegacyInput } from '../legacy/legacy-input';
import { registerLegacyRoute } from '../legacy/legacy-route';
import { sendOrFail } from '../legacy/send-or-fail';
import type { ServerContext } from '../server-context';
import { countryDetail } from './country-detail';
import { countryTime } from './country-time';
import { printRequestMail } from './print-request-mail';

export const UNKNOWN_COUNTRY = 'Unknown country';

async function existingCountry(db: Kysely<Database>, input: LegacyInput, field: string): Promise<{ id: number; name: string; time_zones: string }> {
  const id = readId(input, field);
  const country = await db.selectFrom('countries').select(['id', 'name', 'time_zones']).where('id', '=', id).executeTakeFirst();
  if (!country) throw new HttpError(404, UNKNOWN_COUNTRY, field);
  return country;
}

function readLanguage(input: LegacyInput): PrintLanguage {
  const value = input.langSelected?.trim() ?? '';
  if (!value) throw new HttpError(400, missingInputMessage('langSelected'), 'langSelected');
  const language = PRINT_LANGUAGES.find((candidate) => candidate.toLowerCase() === value.toLowerCase());
  if (!language) throw new HttpError(400, `Language must be one of ${PRINT_LANGUAGES.join(', ')}: langSelected`, 'langSelected');
  return language;
}

/** The calls of the country detail page (spec part 2 §7): detail, print report, view, local time. */
export function registerGpaCountryRoutes(context: ServerContext): void {
  const { legacy, db, config } = context;

  registerLegacyRoute(legacy, {
    method: 'GET',
    path: GPA_PATHS.countryDetail,
    permissions: GPA_DETAIL_PERMISSIONS,
    async handler({ input, user }): Promise<CountryDetail> {
      const detail = await countryDetail(db, readId(input, 'country'), user.permissions);
      if (!detail) throw new HttpError(404, UNKNOWN_COUNTRY, 'country');
      return detail;
    },
  });

  registerLegacyRoute(legacy, {
    method: 'POST',
    path: GPA_PATHS.printRequest,
    permissions: GPA_DETAIL_PERMISSIONS,
    async handler({ input, user }): Promise<MessageAnswer> {
      const language = readLanguage(input);
      const country = await existingCountry(db, input, 'countryID');
      // Recorded and mailed together: a request support never received is not kept as sent.
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('print_requests')
          .values({ customer_id: user.id, country_id: country.id, language, created_at: new Date().toISOString() })
          .execute();
        await sendOrFail(context, printRequestMail(config.supportEmail, user, country, language));
      });
      return { message: PRINT_REQUEST_SENT };
    },
  });

  registerLegacyRoute(legacy, {
    method: 'POST',
    path: GPA_PATHS.addView,
    permissions: GPA_DETAIL_PERMISSIONS,
    async handler({ input, user }): Promise<MessageAnswer> {
      const country = await existingCountry(db, input, 'country');
      await db.insertInto('country_views').values({ customer_id: user.id, country_id: country.id, created_at: new Date().toISOString() }).execute();
      return { message: VIEW_RECORDED };
    },
  });

  registerLegacyRoute(legacy, {
    method: 'GET',
    path: GPA_PATHS.time,
    permissions: GPA_DETAIL_PERMISSIONS,
    async handler({ input }): Promise<CountryTime> {
      const country = await existingCountry(db, input, 'country');
      const zone = country.time_zones.split(',')[0]?.trim() || 'UTC';
      return countryTime(zone);
    },
  });
}
