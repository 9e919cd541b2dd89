import type { RiskLevel, RiskTrend } from './risk-math';

/**
 * Calls and answers of country risk analysis (GPA) and news alerts (NAT), spec part 2 §3 and §7. Paths are
 * under the legacy base URL. HTML fields are sanitised by the server when written and rendered through
 * DOMPurify by the client.
 */

export const GPA_PATHS = {
  countryDetail: '/countries/getCountryDetail',
  printRequest: '/countries/sendPrintRequest',
  addView: '/trends/addView',
  generalDetail: '/general/getDetail',
  zones: '/zones/getData',
  continents: '/countries/getContinents',
  list: '/countries/get-list',
  time: '/countries/getTime',
  continentDetail: '/countries/getContinentDetail',
  continentCountries: '/countries/getContinentCountryList',
  countriesAvailable: '/countries/getCountriesAvailable',
} as const;

/**
 * Calls of the newer API (under its base URL, Bearer token). The default world map is a file: the client fetches
 * it with the download helper, so the token travels in a header and never in a link.
 */
export const GPA_NEW_API_PATHS = {
  worldMapPdf: '/gpa/world-map.pdf',
} as const;

/** The name the default world map is saved under. */
export const WORLD_MAP_PDF_FILENAME = 'world-risk-map.pdf';

export const NEWS_PATHS = {
  categories: '/news/getRisksCategories',
  list: '/news/getList',
} as const;

/** The print report's languages (spec part 2 §9). */
export const PRINT_LANGUAGES = ['Italian', 'English', 'French', 'German'] as const;
export type PrintLanguage = (typeof PRINT_LANGUAGES)[number];

/** The print request's notices (spec part 2 §8), word for word. */
export const PRINT_REQUEST_SENT = 'Print request sent successfully';
export const PRINT_REQUEST_FAILED = 'An error occured during the request';
export const VIEW_RECORDED = 'View recorded';

/**
 * Colours of the legend bands: badge background and the text drawn on it (each pair at least 4.5:1, WCAG AA:
 * white on the orange of high was 3:1).
 */
export const RISK_LEVEL_COLOURS: Readonly<Record<RiskLevel, { background: string; text: string }>> = {
  low: { background: '#2e7d32', text: '#ffffff' },
  medium: { background: '#f9a825', text: '#1a1a1a' },
  high: { background: '#ef6c00', text: '#1a1a1a' },
  extreme: { background: '#c62828', text: '#ffffff' },
};

/** Every generated text says so: demo content must never be taken for real intelligence. */
export const DEMO_LABEL = '(Demo content)';

export interface CountryRisk {
  name: string;
  icon: string;
  level: RiskLevel;
  /** How the rating moved since the previous assessment. */
  status: RiskTrend;
  /** Latest change of this indicator, plain text. */
  updates: string;
}

export interface CityMarker {
  name: string;
  lat: number;
  lng: number;
  isCapital: boolean;
}

export interface GeneralNewsItem {
  creation_date: string;
  last_update: string;
  title: string;
  /** Sanitised HTML. */
  description: string;
  image: string | null;
}

export interface TravelAdviceItem {
  name: string;
  icon: string;
  /** Sanitised HTML. */
  description: string;
}

export interface GeopoliticalRisk {
  title: string;
  /** Sanitised HTML. */
  description: string;
}

export interface RiskUpdate {
  title: string;
  /** Sanitised HTML. */
  description: string;
  gallery: Array<{ image: string; title: string }>;
}

export interface AreaSettings {
  latitude: number;
  longitude: number;
  zoomLevel: number;
}

/** /countries/getCountryDetail. geopoliticalRisks is present only when the user and the country allow it. */
export interface CountryDetail {
  id: number;
  name: string;
  /** Emoji flag. */
  flag: string;
  image: string | null;
  /** Continent id and name. */
  zone: number;
  zoneName: string;
  areaSettings: AreaSettings;
  cities: CityMarker[];
  last_update: string;
  /** Calling codes, e.g. '+39'. */
  country_code_number: string;
  /** Out of 10, one decimal. */
  security_country_evaluation: number;
  securityBackgroundColor: string;
  securityColor: string;
  risks: CountryRisk[];
  /** Sanitised HTML. */
  countryBackground: string;
  generalNews: GeneralNewsItem[];
  travelAdvices: TravelAdviceItem[];
  /** Sanitised HTML. */
  travelAdvice: string;
  /** Sanitised HTML. */
  security_summary: string;
  geopoliticalRisks?: GeopoliticalRisk[];
  riskUpdates: RiskUpdate[];
  demo: boolean;
}

/**
 * /general/getDetail: a configured map image and map file; null when none (the client then draws the clickable
 * world map and offers the default world-map PDF, GPA_NEW_API_PATHS.worldMapPdf).
 */
export interface GeneralDetail {
  map: string | null;
  file: string | null;
}

/** One country of /zones/getData. */
export interface MapArea {
  id: number;
  iso2: string;
  iso3: string;
  /** ISO 3166-1 numeric ('380'), the key of the map geometry; null for a country without one (Kosovo). */
  numericCode: string | null;
  name: string;
  level: RiskLevel;
  colour: string;
}

export interface ContinentSummary {
  id: number;
  name: string;
  count: number;
  image: string | null;
}

export interface CountryCode {
  id: number;
  code: string;
}

/**
 * /countries/getTime. timestamp: now in Unix seconds (UTC); gmtOffset: the country's main time zone offset in
 * seconds (local time = timestamp + gmtOffset); dst: 1 while daylight saving time is in force, else 0.
 */
export interface CountryTime {
  timestamp: number;
  dst: 0 | 1;
  gmtOffset: number;
  zoneName: string;
}

export interface ContinentDetail {
  name: string;
  /** ISO alpha-2 codes of the continent's countries (the map areas to show). */
  areas: string[];
  zoomLongitude: number;
  zoomLatitude: number;
  zoomLevel: number;
  image: string | null;
}

export interface ContinentCountry {
  id: number;
  country_id: number;
  name: string;
  flag: string;
  risks: Array<Pick<CountryRisk, 'level' | 'name' | 'icon'>>;
  /** The threat levels the user monitors for this country; empty when not monitored. */
  level_alert: RiskLevel[];
}

export interface AvailableCountry {
  id: number;
  name: string;
  iso2: string;
  /** The world area (continent id) it lies in: the news alert filters narrow their countries by it. */
  zone: number;
}

export interface ThreatCategory {
  id: number;
  name: string;
  icon: string;
}

/** One card of /news/getList (spec part 2 §3, news alert item). */
export interface NewsAlertItem {
  id: number;
  country: string;
  image: string | null;
  zoneName: string;
  countryID: number;
  zone: number;
  alert_level: RiskLevel;
  creation_date: string;
  title: string;
  subtitle: string;
  /** Sanitised HTML. */
  description: string;
  flag: string;
  /** The alert level's icon. */
  icon: string;
  risk_icon: string;
  risk_name: string;
  categoryID: number;
  demo: boolean;
}
