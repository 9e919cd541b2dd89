import { sql } from 'kysely';
import { isRiskLevel } from '@vigil/core';
import { bind, countryFlag, type EndpointBinding, type PlatformServices } from '@vigil/server-sdk';
import { getList, getRisksCategories } from '../contract';
import type { AffectedCounter } from './affected-travellers';
import { readNewsFilters } from './news-filters';
import type { NatTables } from './tables';

/** '!' escapes LIKE's wildcards in a user's search, on both dialects. */
function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[!%_]/g, '!$&')}%`;
}

/**
 * The news alerts screen's calls (spec part 2 §7): threat categories and the filtered, paged alert cards, each high
 * or extreme card with the travellers it affects where the caller may see them (`affected`, one count per page).
 */
export function newsCalls({ db }: Pick<PlatformServices<NatTables>, 'db'>, countAffected: AffectedCounter): EndpointBinding[] {
  return [
    bind(getRisksCategories, async () => db.selectFrom('threat_categories').select(['id', 'name', 'icon']).orderBy('name').execute()),

    bind(getList, async ({ input, user }) => {
      const filters = readNewsFilters(input);
      let query = db
        .selectFrom('news_alerts')
        .innerJoin('countries', 'countries.id', 'news_alerts.country_id')
        .innerJoin('continents', 'continents.id', 'countries.continent_id')
        .innerJoin('threat_categories', 'threat_categories.id', 'news_alerts.category_id')
        .select([
          'news_alerts.id',
          'news_alerts.alert_level',
          'news_alerts.title',
          'news_alerts.subtitle',
          'news_alerts.description',
          'news_alerts.image',
          'news_alerts.is_demo',
          'news_alerts.created_at',
          'countries.id as countryID',
          'countries.name as country',
          'countries.iso2',
          'continents.id as zone',
          'continents.name as zoneName',
          'threat_categories.id as categoryID',
          'threat_categories.name as risk_name',
          'threat_categories.icon as risk_icon',
        ]);
      if (filters.zone !== undefined) query = query.where('continents.id', '=', filters.zone);
      if (filters.country !== undefined) query = query.where('countries.id', '=', filters.country);
      if (filters.category !== undefined) query = query.where('threat_categories.id', '=', filters.category);
      if (filters.alertLevels) query = query.where('news_alerts.alert_level', 'in', filters.alertLevels);
      if (filters.search) {
        const pattern = likePattern(filters.search);
        query = query.where(
          sql<boolean>`(lower(news_alerts.title) like ${pattern} escape '!' or lower(news_alerts.subtitle) like ${pattern} escape '!' or lower(countries.name) like ${pattern} escape '!')`,
        );
      }
      const rows = await query
        .orderBy('news_alerts.created_at', 'desc')
        .orderBy('news_alerts.id', 'desc')
        .limit(filters.limit)
        .offset(filters.offset * filters.limit)
        .execute();
      const affected = await countAffected(
        user,
        rows.map((row) => ({ countryId: row.countryID, alertLevel: row.alert_level, createdAt: row.created_at })),
      );
      return rows.map((row, index) => ({
        id: row.id,
        country: row.country,
        image: row.image,
        zoneName: row.zoneName,
        countryID: row.countryID,
        zone: row.zone,
        alert_level: isRiskLevel(row.alert_level) ? row.alert_level : 'low',
        creation_date: row.created_at,
        title: row.title,
        subtitle: row.subtitle,
        description: row.description,
        flag: countryFlag(row.iso2),
        icon: `level-${row.alert_level}`,
        risk_icon: row.risk_icon,
        risk_name: row.risk_name,
        categoryID: row.categoryID,
        demo: row.is_demo === 1,
        affected: affected[index] ?? null,
      }));
    }),
  ];
}
