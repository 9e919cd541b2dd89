import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@vigil/web-sdk';
import { fakeApiClient, renderPluginPage, type FakeApiAnswers } from '../../../tests/support/render-plugin';
import type { InsuranceClaimRow } from '../contract';
import InsuranceClaimPage from '../web/insurance-claim-page';

/** Claim n filed on day n of March 2025 at 09:30 UTC, oldest first as the server answers. */
function claim(n: number): InsuranceClaimRow {
  return {
    name: `Employee ${n}`,
    insurance_name: `Insurer ${n}`,
    insurance_phone: `+1 555-01${String(n).padStart(2, '0')}`,
    created_at: `2025-03-${String(n).padStart(2, '0')}T09:30:00.000Z`,
  };
}
const claims = (count: number) => Array.from({ length: count }, (_, index) => claim(index + 1));

function renderClaims(answers: FakeApiAnswers) {
  return renderPluginPage(<InsuranceClaimPage />, { route: '/InsuranceClaim', path: '/InsuranceClaim', legacyApi: fakeApiClient(answers) });
}

function bodyRows(): string[][] {
  const table = screen.getByRole('table', { name: 'Insurance claims' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

it('shows the heading and the four columns', async () => {
  renderClaims({ 'GET /logs/get-insurances': claims(2) });
  expect(screen.getByRole('heading', { level: 1, name: 'INSURANCE CLAIM' })).toBeTruthy();
  const table = await screen.findByRole('table', { name: 'Insurance claims' });
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Insurance name', 'Insurance phone', 'Created at']);
});

it('shows the claims in reversed order, with dates in GMT+0 and English abbreviations', async () => {
  renderClaims({ 'GET /logs/get-insurances': claims(3) });
  await screen.findByRole('table', { name: 'Insurance claims' });
  expect(bodyRows()).toEqual([
    ['Employee 3', 'Insurer 3', '+1 555-0103', 'Mon, 03 Mar 2025, 09:30'],
    ['Employee 2', 'Insurer 2', '+1 555-0102', 'Sun, 02 Mar 2025, 09:30'],
    ['Employee 1', 'Insurer 1', '+1 555-0101', 'Sat, 01 Mar 2025, 09:30'],
  ]);
});

it('shows 10 claims per page, newest first, and pages through the rest', async () => {
  renderClaims({ 'GET /logs/get-insurances': claims(14) });
  await screen.findByRole('table', { name: 'Insurance claims' });
  expect(bodyRows().map((row) => row[0])).toEqual(Array.from({ length: 10 }, (_, index) => `Employee ${14 - index}`));
  const pages = screen.getByRole('navigation', { name: 'Pages of Insurance claims' });
  expect(within(pages).getAllByRole('button', { name: /^Page / })).toHaveLength(2);
  fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
  expect(bodyRows().map((row) => row[0])).toEqual(['Employee 4', 'Employee 3', 'Employee 2', 'Employee 1']);
  expect(within(pages).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
});

it('has no pages with ten claims or fewer', async () => {
  renderClaims({ 'GET /logs/get-insurances': claims(10) });
  await screen.findByRole('table', { name: 'Insurance claims' });
  expect(bodyRows()).toHaveLength(10);
  expect(screen.queryByRole('navigation', { name: 'Pages of Insurance claims' })).toBeNull();
});

it('says so when there is no claim', async () => {
  renderClaims({ 'GET /logs/get-insurances': [] });
  expect(await screen.findByText('No insurance claim has been filed yet.')).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
});

it("shows the server's message as an error toast when the list fails, and loads again on Retry", async () => {
  let calls = 0;
  renderClaims({
    'GET /logs/get-insurances': () => {
      calls += 1;
      if (calls === 1) throw new ApiError(403, "You don't have the permissions for this call (it needs one of: admin)");
      return claims(1);
    },
  });
  expect(await screen.findByText("You don't have the permissions for this call (it needs one of: admin)")).toBeTruthy();
  expect(screen.getByText('The insurance claims could not be loaded.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(bodyRows()).toEqual([['Employee 1', 'Insurer 1', '+1 555-0101', 'Sat, 01 Mar 2025, 09:30']]));
});
