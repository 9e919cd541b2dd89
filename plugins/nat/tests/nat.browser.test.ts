import { signInToDashboard } from '../../../tests/support/browser-app';
import { browserSuite } from '../../../tests/support/browser-suite';

/**
 * The news alerts plugin in real Chromium against the reference server's seeded demo alerts, as the analyst
 * (who holds nat, and gpa for the world area and country choices).
 */

const suite = browserSuite({ stepTimeoutMs: 10_000, prepare: (page, app) => signInToDashboard(page, app.server.url, 'analyst', 'Vigil-analyst-1') });

interface CardFacts {
  title: string;
  country: string;
  level: string;
}

/** What each card on screen shows: title, country (without the flag) and level. */
async function cardFacts(): Promise<CardFacts[]> {
  return suite.page.locator('.nat-card').evaluateAll((cards) =>
    cards.map((card) => {
      const country = card.querySelector('.nat-card-country')?.cloneNode(true) as HTMLElement | undefined;
      country?.querySelectorAll('[aria-hidden="true"]').forEach((flag) => flag.remove());
      return {
        title: card.querySelector('.nat-card-title')?.textContent ?? '',
        country: country?.textContent?.trim() ?? '',
        level: card.querySelector('.nat-level')?.textContent ?? '',
      };
    }),
  );
}

it('filters the news alerts down to one country and one level and opens a card', async () => {
  await suite.page.goto(`${suite.app.server.url}/Nat`);
  await suite.page.getByRole('heading', { name: 'News alerts', level: 1 }).waitFor();
  await suite.page.locator('.nat-card').first().waitFor();
  // The seeded alerts are generated: take the country and level of the newest one.
  const [first] = await cardFacts();
  expect(first).toBeDefined();
  const { country, level } = first!;

  await suite.page.getByRole('option', { name: country, exact: true }).waitFor({ state: 'attached' });
  await suite.page.getByLabel('Country', { exact: true }).selectOption({ label: country });
  await suite.page.getByLabel('Alert level', { exact: true }).selectOption({ label: level });
  await suite.page.waitForFunction(
    ({ country: wanted, level: wantedLevel }) => {
      const cards = [...document.querySelectorAll('.nat-card')];
      return (
        document.querySelector('.page-loader[data-plugin="nat"]') === null &&
        cards.length > 0 &&
        cards.every((card) => card.querySelector('.nat-card-country')?.textContent?.includes(wanted) && card.querySelector('.nat-level')?.textContent === wantedLevel)
      );
    },
    { country, level },
  );
  const filtered = await cardFacts();
  expect(filtered.every((card) => card.country === country && card.level === level)).toBe(true);
  expect(await suite.page.getByRole('button', { name: 'Show more' }).count()).toBe(0);

  // Enter on a focused card opens its detail, like a click.
  await suite.page.getByRole('link', { name: filtered[0]!.title, exact: true }).focus();
  await suite.page.keyboard.press('Enter');
  const dialog = suite.page.getByRole('dialog', { name: filtered[0]!.title });
  await dialog.waitFor();
  expect(await dialog.locator('.nat-detail-description').textContent()).toContain(country);
});

it('explains the four threat levels', async () => {
  await suite.page.goto(`${suite.app.server.url}/Nat`);
  await suite.page.getByRole('button', { name: 'Threat Level Definition' }).click();
  const dialog = suite.page.getByRole('dialog', { name: 'Threat Level Definition' });
  await dialog.waitFor();
  const rows = await dialog.locator('tbody tr').allTextContents();
  expect(rows).toEqual(['LowNo action', 'MediumStay aware and monitor', 'HighExercise high caution', 'ExtremeTake immediate action and leave']);
});
