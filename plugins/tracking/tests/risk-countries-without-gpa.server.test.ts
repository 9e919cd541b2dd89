import { getPeopleInRiskCountries } from '../contract';
import { trackingSuite } from './tracking-suite';

/** Issue 24: where gpa is not installed no country is at risk, so the dashboard's list is empty, not an error. */
const suite = trackingSuite();

test('without gpa the list of people in risk countries is empty', async () => {
  const response = await suite.get(getPeopleInRiskCountries.path, await suite.login('traveller'));
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ people: [], total: 0, capped: false });
});
