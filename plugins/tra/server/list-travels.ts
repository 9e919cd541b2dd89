import { sql, type ExpressionBuilder } from 'kysely';
import { HttpError, type EndpointHandler } from '@vigil/server-sdk';
import { TRAVEL_PAGE_SIZE, TRAVEL_PAGE_SIZE_MAX, type getTravels } from '../contract';
import { buildTravels, type TraPlatform } from './build-travels';
import { selectTravelRows } from './travel-rows';

/** A LIKE pattern matching the text anywhere, its own % and _ taken literally. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (character) => `!${character}`)}%`;
}

/** A positive whole number field, or its default; 400 naming the field when it is out of range. */
function pageNumber(value: string | undefined, field: string, fallback: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max) throw new HttpError(400, `Not a valid ${field}`, field);
  return number;
}

/**
 * GET /travels: a page of the company's travels, newest start first (the (company_id, start_date) index serves the
 * order), counted apart, each with its itinerary and its traveller's newest position.
 */
export function travelsListHandler(platform: TraPlatform): EndpointHandler<typeof getTravels> {
  return async ({ input, user }) => {
    const page = pageNumber(input.page, 'page', 1, 1_000_000);
    const pageSize = pageNumber(input.page_size, 'page_size', TRAVEL_PAGE_SIZE, TRAVEL_PAGE_SIZE_MAX);
    const search = input.search?.trim() ?? '';
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same condition on the page and on its count
    const matching = (eb: ExpressionBuilder<any, any>) => {
      const pattern = containing(search);
      return eb.or([
        sql<boolean>`lower(travels.travel_name) like ${pattern} escape '!'`,
        sql<boolean>`lower(customers.name || ' ' || customers.surname) like ${pattern} escape '!'`,
      ]);
    };
    let rows = selectTravelRows(platform.db).where('travels.company_id', '=', user.companyId);
    // Without a search the count needs no traveller: the (company_id, start_date) index alone answers it.
    const count =
      search === ''
        ? platform.db.selectFrom('travels').select((eb) => eb.fn.countAll<number | string>().as('total')).where('travels.company_id', '=', user.companyId)
        : platform.db
            .selectFrom('travels')
            .innerJoin('customers', 'customers.id', 'travels.customer_id')
            .select((eb) => eb.fn.countAll<number | string>().as('total'))
            .where('travels.company_id', '=', user.companyId)
            .where(matching);
    if (search !== '') rows = rows.where(matching);
    const [pageRows, counted] = await Promise.all([
      rows
        .orderBy('travels.start_date', 'desc')
        .orderBy('travels.id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      count.executeTakeFirst(),
    ]);
    const data = await buildTravels(platform, user, pageRows);
    return { data: { data, total: Number(counted?.total ?? 0), page, page_size: pageSize } };
  };
}
