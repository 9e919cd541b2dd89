import { holdsAny } from '@vigil/core';
import { countryFlag } from '@vigil/server-sdk';
import { GEOPOLITICAL_PERMISSIONS, legendBand, RISK_LEVEL_COLOURS, type CityMarker, type CountryDetail } from '../contract';
import { parseProfileContent } from './risk-profile-content';
import type { GpaDatabase } from './tables';

/** Markers on the detail map: the biggest cities are enough to orient a reader. */
const CITY_MARKERS = 15;
const DETAIL_ZOOM = 5;

async function cityMarkers(db: GpaDatabase, countryId: number): Promise<CityMarker[]> {
  const rows = await db
    .selectFrom('cities')
    .select(['name', 'latitude', 'longitude', 'is_capital'])
    .where('country_id', '=', countryId)
    .orderBy('is_capital', 'desc')
    .orderBy('population', 'desc')
    .orderBy('id')
    .limit(CITY_MARKERS)
    .execute();
  return rows.map((row) => ({ name: row.name, lat: row.latitude, lng: row.longitude, isCapital: row.is_capital === 1 }));
}

/**
 * A country's detail for one user, or undefined when the country or its profile does not exist. The
 * geopolitical risks are left out unless the user holds admin, gpa, ops or gps, their admin has left political
 * risks visible to them, and the country allows them.
 */
export async function countryDetail(
  db: GpaDatabase,
  countryId: number,
  permissions: readonly string[],
  politicalRiskVisible: boolean,
): Promise<CountryDetail | undefined> {
  const row = await db
    .selectFrom('countries')
    .innerJoin('continents', 'continents.id', 'countries.continent_id')
    .innerJoin('country_risk_profiles', 'country_risk_profiles.country_id', 'countries.id')
    .select([
      'countries.id',
      'countries.name',
      'countries.iso2',
      'countries.calling_code',
      'continents.id as zone',
      'continents.name as zoneName',
      'country_risk_profiles.evaluation_tenths',
      'country_risk_profiles.allows_geopolitical',
      'country_risk_profiles.content',
      'country_risk_profiles.is_demo',
      'country_risk_profiles.updated_at',
    ])
    .where('countries.id', '=', countryId)
    .executeTakeFirst();
  if (!row) return undefined;
  const content = parseProfileContent(row.content);
  const cities = await cityMarkers(db, row.id);
  const centre = cities.find((city) => city.isCapital) ?? cities[0];
  const evaluation = row.evaluation_tenths / 10;
  const colours = RISK_LEVEL_COLOURS[legendBand(evaluation)];
  const showGeopolitical = politicalRiskVisible && row.allows_geopolitical === 1 && holdsAny(permissions, GEOPOLITICAL_PERMISSIONS);
  return {
    id: row.id,
    name: row.name,
    flag: countryFlag(row.iso2),
    image: content.image,
    zone: row.zone,
    zoneName: row.zoneName,
    areaSettings: { latitude: centre?.lat ?? 0, longitude: centre?.lng ?? 0, zoomLevel: DETAIL_ZOOM },
    cities,
    last_update: row.updated_at,
    country_code_number: row.calling_code,
    security_country_evaluation: evaluation,
    securityBackgroundColor: colours.background,
    securityColor: colours.text,
    risks: content.risks,
    countryBackground: content.countryBackground,
    generalNews: content.generalNews,
    travelAdvices: content.travelAdvices,
    travelAdvice: content.travelAdvice,
    security_summary: content.security_summary,
    ...(showGeopolitical ? { geopoliticalRisks: content.geopoliticalRisks } : {}),
    riskUpdates: content.riskUpdates,
    demo: row.is_demo === 1,
  };
}
