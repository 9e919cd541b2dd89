import { serverMessage } from '@vigil/core';
import { sql } from 'kysely';
import {
  bind,
  countryTime,
  HttpError,
  keepNewestRequests,
  readId,
  sendOrFail,
  type EndpointBinding,
  type PlatformServices,
} from '@vigil/server-sdk';
import {
  addView,
  getCountryDetail,
  getTime,
  PRINT_LANGUAGES,
  PRINT_REQUEST_SENT,
  sendPrintRequest,
  VIEW_RECORDED,
  type PrintLanguage,
} from '../contract';
import { capitalTimeZone } from './capital-time-zone';
import { gpaMessage } from './gpa-message';
import { countryDetail } from './country-detail';
import { printRequestMail } from './print-request-mail';
import type { GpaDatabase, GpaTables } from './tables';

type Fields = Readonly<Record<string, string | undefined>>;

async function existingCountry(
  db: GpaDatabase,
  input: Fields,
  field: string,
): Promise<{ id: number; name: string; capital: string | null; time_zones: string }> {
  const id = readId(input, field);
  const country = await db.selectFrom('countries').select(['id', 'name', 'capital', 'time_zones']).where('id', '=', id).executeTakeFirst();
  if (!country) throw new HttpError(404, gpaMessage('unknownCountry'), field);
  return country;
}

function readLanguage(input: Fields): PrintLanguage {
  const value = input.langSelected?.trim() ?? '';
  if (!value) throw new HttpError(400, serverMessage('missingInput', { field: 'langSelected' }), 'langSelected');
  const language = PRINT_LANGUAGES.find((candidate) => candidate.toLowerCase() === value.toLowerCase());
  if (!language) throw new HttpError(400, gpaMessage('printLanguage', { languages: PRINT_LANGUAGES.join(', '), field: 'langSelected' }), 'langSelected');
  return language;
}

/** The calls of the country detail page (spec part 2 §7): detail, print report, view, local time. */
export function countryCalls(platform: PlatformServices<GpaTables>): EndpointBinding[] {
  const { db, config } = platform;
  return [
    bind(getCountryDetail, async ({ input, user }) => {
      // The admin's 'Political risk visible' switch (spec: politicalriskvisible), read fresh: it takes effect at once.
      const employee = await db.selectFrom('customers').select('political_risk_visible').where('id', '=', user.id).executeTakeFirst();
      const detail = await countryDetail(db, readId(input, 'country'), user.permissions, employee?.political_risk_visible === 1);
      if (!detail) throw new HttpError(404, gpaMessage('unknownCountry'), 'country');
      return detail;
    }),

    bind(sendPrintRequest, async ({ input, user }) => {
      const language = readLanguage(input);
      const country = await existingCountry(db, input, 'countryID');
      // Recorded and mailed together: a request support never received is not kept as sent.
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('print_requests')
          .values({ customer_id: user.id, country_id: country.id, language, created_at: new Date().toISOString() })
          .execute();
        await keepNewestRequests(trx, 'print_requests', user.id);
        await sendOrFail(platform, printRequestMail(config.supportEmail, user, country, language));
      });
      return { message: PRINT_REQUEST_SENT };
    }),

    bind(addView, async ({ input, user }) => {
      const country = await existingCountry(db, input, 'country');
      const now = new Date().toISOString();
      // Counted per user, country and day: views add to a number, not rows to the table.
      await db
        .insertInto('country_views')
        .values({ customer_id: user.id, country_id: country.id, day: now.slice(0, 10), views: 1, created_at: now })
        .onConflict((conflict) => conflict.columns(['customer_id', 'country_id', 'day']).doUpdateSet({ views: sql`country_views.views + 1` }))
        .execute();
      return { message: VIEW_RECORDED };
    }),

    bind(getTime, async ({ input }) => {
      const country = await existingCountry(db, input, 'country');
      const places = await db
        .selectFrom('cities')
        .select(['name', 'latitude', 'longitude', 'is_capital'])
        .where('country_id', '=', country.id)
        .execute();
      const capital = places.find((place) => place.is_capital === 1) ?? null;
      const zone = capitalTimeZone({
        zones: country.time_zones.split(',').map((name) => name.trim()).filter(Boolean),
        capitalNames: [country.capital ?? '', capital?.name ?? ''],
        capital,
        cities: places,
      });
      return countryTime(zone);
    }),
  ];
}
