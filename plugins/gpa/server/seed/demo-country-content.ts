import { RISK_LEVELS, type RiskLevel } from '@vigil/core';
import { DEMO_LABEL, legendBand, riskTrend } from '../../contract';
import type { CountryRisk, GeneralNewsItem, GeopoliticalRisk, RiskUpdate, TravelAdviceItem } from '../../contract';
import type { RiskProfileContent } from '../risk-profile-content';
import { demoHtml } from './demo-html';
import { demoImage } from './demo-image';
import { demoRandom, type DemoRandom } from './demo-random';
import { GEOPOLITICAL_THEMES, NEWS_SUBJECTS, RISK_INDICATORS, TRAVEL_ADVICE_TOPICS } from './demo-vocabulary';

export interface DemoCountry {
  iso2: string;
  name: string;
  capital: string | null;
}

export interface DemoCountryProfile {
  evaluationTenths: number;
  allowsGeopolitical: boolean;
  content: RiskProfileContent;
}

const DAY_MS = 86_400_000;
const GALLERY_COLOURS = ['#37474f', '#455a64', '#546e7a', '#1e3a5f'];

/** A level near the country's overall band, so a country's indicators look coherent. */
function levelNear(random: DemoRandom, overall: RiskLevel): RiskLevel {
  const index = RISK_LEVELS.indexOf(overall) + random.int(-1, 1);
  return RISK_LEVELS[Math.min(RISK_LEVELS.length - 1, Math.max(0, index))] as RiskLevel;
}

function isoDay(base: Date, daysAgo: number): string {
  return new Date(base.getTime() - daysAgo * DAY_MS).toISOString();
}

function risks(random: DemoRandom, country: DemoCountry, overall: RiskLevel, base: Date): CountryRisk[] {
  return RISK_INDICATORS.map((indicator) => {
    const level = levelNear(random, overall);
    const previous = levelNear(random, level);
    const date = isoDay(base, random.int(1, 90)).slice(0, 10);
    return {
      name: indicator.name,
      icon: indicator.icon,
      level,
      status: riskTrend(previous, level),
      updates: `${DEMO_LABEL} ${indicator.name} in ${country.name} reviewed on ${date}: rated ${level}.`,
    };
  });
}

function generalNews(random: DemoRandom, country: DemoCountry, base: Date): GeneralNewsItem[] {
  return random.sample(NEWS_SUBJECTS, random.int(3, 6)).map((subject, index) => {
    // Spread over about a year so the year and month filters have something to filter.
    const created = isoDay(base, index * random.int(20, 60) + random.int(0, 10));
    return {
      creation_date: created,
      last_update: created,
      title: `${DEMO_LABEL} ${country.name}: ${subject}`,
      description:
        demoHtml`<p><strong>${DEMO_LABEL}</strong> Illustrative news for ${country.name}: ${subject}.</p>` +
        '<p>Travellers should <em>check local media</em> and follow the instructions of the authorities.</p>',
      image: random.next() < 0.5 ? demoImage(`${country.name} news`, '#263238') : null,
    };
  });
}

function travelAdvices(random: DemoRandom, country: DemoCountry): TravelAdviceItem[] {
  return random.sample(TRAVEL_ADVICE_TOPICS, random.int(3, TRAVEL_ADVICE_TOPICS.length)).map((topic) => ({
    name: topic.name,
    icon: topic.icon,
    description:
      demoHtml`<p>${DEMO_LABEL} ${topic.name} in ${country.name}:</p><ul><li>Plan ahead and keep documents with you.</li>` +
      '<li>Confirm arrangements with your travel security contact.</li></ul>',
  }));
}

function geopoliticalRisks(random: DemoRandom, country: DemoCountry): GeopoliticalRisk[] {
  return random.sample(GEOPOLITICAL_THEMES, random.int(2, 4)).map((theme) => ({
    title: `${theme} ${DEMO_LABEL}`,
    description: demoHtml`<p>${DEMO_LABEL} An illustrative assessment of ${theme.toLowerCase()} in ${country.name}.</p>`,
  }));
}

function riskUpdates(random: DemoRandom, country: DemoCountry): RiskUpdate[] {
  return Array.from({ length: random.int(2, 4) }, (_, index) => {
    const size = random.int(0, 3);
    return {
      title: `${DEMO_LABEL} Update ${index + 1} for ${country.name}`,
      description: demoHtml`<p>${DEMO_LABEL} The situation in ${country.name} is being <strong>monitored</strong>.</p>`,
      gallery: Array.from({ length: size }, (__, picture) => ({
        image: demoImage(`${country.name} ${picture + 1}`, random.pick(GALLERY_COLOURS)),
        title: `${DEMO_LABEL} Picture ${picture + 1}`,
      })),
    };
  });
}

/**
 * The demo risk profile of one country. Deterministic: the random numbers are seeded from the ISO code, dates
 * count back from `base`, so the same country and base always give the same profile.
 */
export function demoCountryProfile(country: DemoCountry, base: Date): DemoCountryProfile {
  const random = demoRandom(`profile:${country.iso2}`);
  const evaluationTenths = random.int(10, 98);
  const overall = legendBand(evaluationTenths / 10);
  const capital = country.capital ?? 'the capital';
  return {
    evaluationTenths,
    // Most countries allow it; a few do not, so the rule can be seen at work.
    allowsGeopolitical: random.next() >= 0.1,
    content: {
      image: null,
      risks: risks(random, country, overall, base),
      countryBackground: demoHtml`<p>${DEMO_LABEL} ${country.name} is shown with illustrative data. Its capital is ${capital}.</p>`,
      generalNews: generalNews(random, country, base),
      travelAdvices: travelAdvices(random, country),
      travelAdvice: demoHtml`<p>${DEMO_LABEL} Overall threat level for ${country.name}: <strong>${overall}</strong>.</p>`,
      security_summary: demoHtml`<p>${DEMO_LABEL} Security in ${country.name} is rated ${(evaluationTenths / 10).toFixed(1)} out of 10.</p>`,
      geopoliticalRisks: geopoliticalRisks(random, country),
      riskUpdates: riskUpdates(random, country),
    },
  };
}
