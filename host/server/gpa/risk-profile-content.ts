import type { CountryRisk, GeneralNewsItem, GeopoliticalRisk, RiskUpdate, TravelAdviceItem } from '../../core/risk-content-contract';

/** The JSON document stored in country_risk_profiles.content: the detail's texts and lists, already sanitised. */
export interface RiskProfileContent {
  image: string | null;
  risks: CountryRisk[];
  countryBackground: string;
  generalNews: GeneralNewsItem[];
  travelAdvices: TravelAdviceItem[];
  travelAdvice: string;
  security_summary: string;
  geopoliticalRisks: GeopoliticalRisk[];
  riskUpdates: RiskUpdate[];
}

/** A stored document, tolerant of a damaged or older one: missing lists read as empty. */
export function parseProfileContent(json: string): RiskProfileContent {
  let value: Partial<RiskProfileContent> = {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (parsed && typeof parsed === 'object') value = parsed as Partial<RiskProfileContent>;
  } catch {
    // An unreadable document shows as an empty profile rather than failing the whole detail.
  }
  return {
    image: value.image ?? null,
    risks: value.risks ?? [],
    countryBackground: value.countryBackground ?? '',
    generalNews: value.generalNews ?? [],
    travelAdvices: value.travelAdvices ?? [],
    travelAdvice: value.travelAdvice ?? '',
    security_summary: value.security_summary ?? '',
    geopoliticalRisks: value.geopoliticalRisks ?? [],
    riskUpdates: value.riskUpdates ?? [],
  };
}
