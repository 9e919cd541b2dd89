import { RISK_LEVELS } from '@vigil/core';
import { DEMO_LABEL, legendBand } from '../contract';
import { demoCountryProfile } from '../server/seed/demo-country-content';
import { demoNewsAlerts } from '../server/seed/demo-news-alerts';
import { demoRandom } from '../server/seed/demo-random';
import { sanitizeRichText } from '../server/sanitize-rich-text';
import { THREAT_CATEGORIES } from '../server/seed/demo-vocabulary';

const base = new Date('2026-06-01T12:00:00.000Z');
const italy = { iso2: 'IT', name: 'Italy', capital: 'Rome' };
const categories = THREAT_CATEGORIES.map((category) => category.name);

describe('demo content generator', () => {
  test('the same country and base give the same content', () => {
    expect(demoCountryProfile(italy, base)).toEqual(demoCountryProfile(italy, base));
    expect(demoNewsAlerts(italy, categories, base)).toEqual(demoNewsAlerts(italy, categories, base));
    expect(demoRandom('IT').next()).toBe(demoRandom('IT').next());
  });

  test('different countries get different content', () => {
    const france = demoCountryProfile({ iso2: 'FR', name: 'France', capital: 'Paris' }, base);
    expect(france).not.toEqual(demoCountryProfile(italy, base));
  });

  test('every text says it is demo content', () => {
    const { content, evaluationTenths } = demoCountryProfile(italy, base);
    expect(evaluationTenths).toBeGreaterThanOrEqual(10);
    expect(evaluationTenths).toBeLessThanOrEqual(98);
    const texts = [
      content.countryBackground,
      content.travelAdvice,
      content.security_summary,
      ...content.risks.map((risk) => risk.updates),
      ...content.generalNews.map((item) => item.title),
      ...content.travelAdvices.map((item) => item.description),
      ...content.geopoliticalRisks.map((item) => item.description),
      ...content.riskUpdates.map((item) => item.title),
    ];
    for (const text of texts) expect(text).toContain(DEMO_LABEL);
    expect(content.risks.length).toBeGreaterThan(0);
  });

  test('alerts over many countries cover every level and every category', () => {
    const codes = Array.from({ length: 250 }, (_, index) => `${String.fromCharCode(65 + (index % 26))}${String.fromCharCode(65 + Math.floor(index / 26))}`);
    const alerts = codes.flatMap((iso2) => demoNewsAlerts({ iso2, name: iso2 }, categories, base));
    expect(alerts.length).toBeGreaterThan(150);
    expect(new Set(alerts.map((alert) => alert.alert_level))).toEqual(new Set(RISK_LEVELS));
    expect(new Set(alerts.map((alert) => alert.categoryName))).toEqual(new Set(categories));
    for (const alert of alerts) expect(alert.title).toContain(DEMO_LABEL);
  });

  test('the seeded rich text is what the sanitiser keeps, whatever the names hold', () => {
    const awkward = [
      italy,
      { iso2: 'CI', name: "Côte d'Ivoire", capital: 'Yamoussoukro' },
      { iso2: 'XA', name: 'Trinidad & Tobago "West"', capital: null },
      { iso2: 'XB', name: '<img src=x onerror=alert(1)>', capital: '<script>alert(1)</script>' },
    ];
    const texts = awkward.flatMap((country) => {
      const { content } = demoCountryProfile(country, base);
      return [
        content.countryBackground,
        content.travelAdvice,
        content.security_summary,
        ...content.generalNews.map((item) => item.description),
        ...content.travelAdvices.map((item) => item.description),
        ...content.geopoliticalRisks.map((item) => item.description),
        ...content.riskUpdates.map((item) => item.description),
        ...demoNewsAlerts(country, categories, base).map((alert) => alert.description),
      ];
    });
    // The sanitiser spells a quote in text as the character itself; the escaping spells it as an entity.
    const quotesAsCharacters = (html: string) => html.replace(/&#39;/g, "'").replace(/&quot;/g, '"');
    for (const html of texts) expect(sanitizeRichText(html)).toBe(quotesAsCharacters(html));
    const hostile = demoCountryProfile(awkward[3]!, base).content.countryBackground;
    expect(hostile).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(hostile).toContain('&lt;script&gt;');
  });

  test('legend bands drive the evaluation colour', () => {
    expect(legendBand(demoCountryProfile(italy, base).evaluationTenths / 10)).toMatch(/low|medium|high|extreme/);
  });
});
