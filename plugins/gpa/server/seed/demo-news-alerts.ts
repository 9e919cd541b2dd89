import type { RiskLevel } from '@vigil/core';
import { DEMO_LABEL } from '../../contract';
import { demoHtml } from './demo-html';
import { demoRandom } from './demo-random';
import { ALERT_SUBJECTS, LEVEL_ADVICE } from './demo-vocabulary';

export interface DemoAlert {
  categoryName: string;
  alert_level: RiskLevel;
  title: string;
  subtitle: string;
  description: string;
  created_at: string;
}

/** Low and medium alerts are the everyday ones; extreme ones are rare, as they would be. */
const LEVEL_WEIGHTS: ReadonlyArray<[RiskLevel, number]> = [
  ['low', 0.3],
  ['medium', 0.35],
  ['high', 0.25],
  ['extreme', 0.1],
];
const MINUTE_MS = 60_000;
const SIXTY_DAYS_MINUTES = 60 * 24 * 60;

function weightedLevel(draw: number): RiskLevel {
  let total = 0;
  for (const [level, weight] of LEVEL_WEIGHTS) {
    total += weight;
    if (draw < total) return level;
  }
  return 'low';
}

/**
 * The demo alerts of one country: none to two, so about a country and a half on average and a few hundred in
 * all. Deterministic like the profiles (seeded from the ISO code, dates back from `base`).
 */
export function demoNewsAlerts(country: { iso2: string; name: string }, categoryNames: readonly string[], base: Date): DemoAlert[] {
  const random = demoRandom(`alerts:${country.iso2}`);
  return Array.from({ length: random.int(0, 2) }, () => {
    const categoryName = random.pick(categoryNames);
    const alert_level = weightedLevel(random.next());
    const subject = random.pick(ALERT_SUBJECTS[categoryName] ?? ['Situation update']);
    return {
      categoryName,
      alert_level,
      title: `${DEMO_LABEL} ${country.name}: ${subject}`,
      subtitle: `${categoryName} – ${alert_level} alert`,
      description:
        demoHtml`<p><strong>${DEMO_LABEL}</strong> ${subject} in ${country.name}. This alert is illustrative.</p>` +
        demoHtml`<p>${LEVEL_ADVICE[alert_level]}</p>`,
      created_at: new Date(base.getTime() - random.int(0, SIXTY_DAYS_MINUTES) * MINUTE_MS).toISOString(),
    };
  });
}
