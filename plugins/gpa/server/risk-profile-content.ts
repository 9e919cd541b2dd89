import type { CountryDetail, GeopoliticalRisk } from '../contract';

/**
 * The JSON document stored in country_risk_profiles.content: the detail's texts and lists, already sanitised.
 * Geopolitical risks are always stored; the answer carries them only to those allowed to see them.
 */
export type RiskProfileContent = Pick<
  CountryDetail,
  'image' | 'risks' | 'countryBackground' | 'generalNews' | 'travelAdvices' | 'travelAdvice' | 'security_summary' | 'riskUpdates'
> & { geopoliticalRisks: GeopoliticalRisk[] };

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
