import { COUNTRY_LIST_MAX, RISK_LEVELS, Schema, SHORT_LIST_MAX, type Static } from '@vigil/core';
import { RISK_TRENDS } from './risk-math';

// The answers of country risk analysis (spec part 2 §3 and §7), as the server sends them and the screens read
// them. HTML fields are sanitised by the server when written and rendered through DOMPurify by the client.

/** One of the platform's four risk levels. */
export const RiskLevelValue = Schema.Union(RISK_LEVELS.map((level) => Schema.Literal(level)));

export const CountryRisk = Schema.Object({
  name: Schema.String(),
  icon: Schema.String(),
  level: RiskLevelValue,
  /** How the rating moved since the previous assessment. */
  status: Schema.Union(RISK_TRENDS.map((trend) => Schema.Literal(trend))),
  /** Latest change of this indicator, plain text. */
  updates: Schema.String(),
});
export type CountryRisk = Static<typeof CountryRisk>;

export const CityMarker = Schema.Object({
  name: Schema.String(),
  lat: Schema.Number(),
  lng: Schema.Number(),
  isCapital: Schema.Boolean(),
});
export type CityMarker = Static<typeof CityMarker>;

export const GeneralNewsItem = Schema.Object({
  creation_date: Schema.String(),
  last_update: Schema.String(),
  title: Schema.String(),
  /** Sanitised HTML. */
  description: Schema.String(),
  image: Schema.Nullable(Schema.String()),
});
export type GeneralNewsItem = Static<typeof GeneralNewsItem>;

export const TravelAdviceItem = Schema.Object({
  name: Schema.String(),
  icon: Schema.String(),
  /** Sanitised HTML. */
  description: Schema.String(),
});
export type TravelAdviceItem = Static<typeof TravelAdviceItem>;

export const GeopoliticalRisk = Schema.Object({
  title: Schema.String(),
  /** Sanitised HTML. */
  description: Schema.String(),
});
export type GeopoliticalRisk = Static<typeof GeopoliticalRisk>;

export const RiskUpdate = Schema.Object({
  title: Schema.String(),
  /** Sanitised HTML. */
  description: Schema.String(),
  gallery: Schema.Array(Schema.Object({ image: Schema.String(), title: Schema.String() }), { maxItems: SHORT_LIST_MAX }),
});
export type RiskUpdate = Static<typeof RiskUpdate>;

export const AreaSettings = Schema.Object({ latitude: Schema.Number(), longitude: Schema.Number(), zoomLevel: Schema.Number() });
export type AreaSettings = Static<typeof AreaSettings>;

/** /countries/getCountryDetail. geopoliticalRisks is present only when the user and the country allow it. */
export const CountryDetail = Schema.Object({
  id: Schema.Integer(),
  name: Schema.String(),
  /** Emoji flag. */
  flag: Schema.String(),
  image: Schema.Nullable(Schema.String()),
  /** Continent id and name. */
  zone: Schema.Integer(),
  zoneName: Schema.String(),
  areaSettings: AreaSettings,
  cities: Schema.Array(CityMarker, { maxItems: COUNTRY_LIST_MAX }),
  last_update: Schema.String(),
  /** Calling codes, e.g. '+39'. */
  country_code_number: Schema.String(),
  /** Out of 10, one decimal. */
  security_country_evaluation: Schema.Number(),
  securityBackgroundColor: Schema.String(),
  securityColor: Schema.String(),
  risks: Schema.Array(CountryRisk, { maxItems: SHORT_LIST_MAX }),
  /** Sanitised HTML. */
  countryBackground: Schema.String(),
  generalNews: Schema.Array(GeneralNewsItem, { maxItems: SHORT_LIST_MAX }),
  travelAdvices: Schema.Array(TravelAdviceItem, { maxItems: SHORT_LIST_MAX }),
  /** Sanitised HTML. */
  travelAdvice: Schema.String(),
  /** Sanitised HTML. */
  security_summary: Schema.String(),
  geopoliticalRisks: Schema.Optional(Schema.Array(GeopoliticalRisk, { maxItems: SHORT_LIST_MAX })),
  riskUpdates: Schema.Array(RiskUpdate, { maxItems: SHORT_LIST_MAX }),
  demo: Schema.Boolean(),
});
export type CountryDetail = Static<typeof CountryDetail>;

/**
 * /general/getDetail: a configured map image and map file; null when none (the client then draws the clickable
 * world map and offers the default world-map PDF, getWorldMapPdf).
 */
export const GeneralDetail = Schema.Object({ map: Schema.Nullable(Schema.String()), file: Schema.Nullable(Schema.String()) });
export type GeneralDetail = Static<typeof GeneralDetail>;

/** One country of /zones/getData. */
export const MapArea = Schema.Object({
  id: Schema.Integer(),
  iso2: Schema.String(),
  iso3: Schema.String(),
  /** ISO 3166-1 numeric ('380'), the key of the map geometry; null for a country without one (Kosovo). */
  numericCode: Schema.Nullable(Schema.String()),
  name: Schema.String(),
  level: RiskLevelValue,
  colour: Schema.String(),
});
export type MapArea = Static<typeof MapArea>;

export const ContinentSummary = Schema.Object({
  id: Schema.Integer(),
  name: Schema.String(),
  count: Schema.Integer(),
  image: Schema.Nullable(Schema.String()),
});
export type ContinentSummary = Static<typeof ContinentSummary>;

export const CountryCode = Schema.Object({ id: Schema.Integer(), code: Schema.String() });
export type CountryCode = Static<typeof CountryCode>;

/**
 * /countries/getTime. timestamp: now in Unix seconds (UTC); gmtOffset: the country's main time zone offset in
 * seconds (local time = timestamp + gmtOffset); dst: 1 while daylight saving time is in force, else 0.
 */
export const CountryTime = Schema.Object({
  timestamp: Schema.Integer(),
  dst: Schema.Union([Schema.Literal(0), Schema.Literal(1)]),
  gmtOffset: Schema.Integer(),
  zoneName: Schema.String(),
});
export type CountryTime = Static<typeof CountryTime>;

export const ContinentDetail = Schema.Object({
  name: Schema.String(),
  /** ISO alpha-2 codes of the continent's countries (the map areas to show). */
  areas: Schema.Array(Schema.String(), { maxItems: COUNTRY_LIST_MAX }),
  zoomLongitude: Schema.Number(),
  zoomLatitude: Schema.Number(),
  zoomLevel: Schema.Number(),
  image: Schema.Nullable(Schema.String()),
});
export type ContinentDetail = Static<typeof ContinentDetail>;

export const ContinentCountry = Schema.Object({
  id: Schema.Integer(),
  country_id: Schema.Integer(),
  name: Schema.String(),
  flag: Schema.String(),
  risks: Schema.Array(Schema.Object({ level: RiskLevelValue, name: Schema.String(), icon: Schema.String() }), { maxItems: SHORT_LIST_MAX }),
  /** The threat levels the user monitors for this country; empty when not monitored. */
  level_alert: Schema.Array(RiskLevelValue, { maxItems: SHORT_LIST_MAX }),
});
export type ContinentCountry = Static<typeof ContinentCountry>;

export const AvailableCountry = Schema.Object({
  id: Schema.Integer(),
  name: Schema.String(),
  iso2: Schema.String(),
  /** The world area (continent id) it lies in: the news alert filters narrow their countries by it. */
  zone: Schema.Integer(),
});
export type AvailableCountry = Static<typeof AvailableCountry>;
