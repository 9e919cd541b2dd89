import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { defineManifest, type PluginManifest } from '@vigil/core';
import { ApiError } from '@vigil/web-sdk';
import type { ContinentsViewProps, CountryListViewProps } from '../../gpa/contract/views';
import { infMessage } from '../server/inf-message';
import { INTRO, OVERVIEW, renderInf, sent } from './inf-fixtures';

/*
 * /Inf, /Inf/list, /Inf/list/{id}, /ELearning and the redirect (spec part 2 §2). The GPA views are stood in for by
 * a gpa manifest whose views show the props they were given: what matters here is what e-learning asks of them.
 */

let continentsProps: ContinentsViewProps | undefined;
let listProps: CountryListViewProps | undefined;

function Continents(props: ContinentsViewProps): ReactElement {
  continentsProps = props;
  return <a href={props.linkTo({ id: 3, name: 'Europe', count: 2, image: null })}>Europe</a>;
}

function CountryList(props: CountryListViewProps): ReactElement {
  listProps = props;
  const link = props.linkTo({ id: 380, country_id: 380, name: 'Italy', flag: '', risks: [], level_alert: [] });
  return (
    <section>
      <h1>{props.title}</h1>
      <a href={props.home.to}>{props.home.label}</a>
      <a href={link}>Italy</a>
    </section>
  );
}

const GPA: PluginManifest = defineManifest({
  id: 'gpa',
  title: 'Country risk analysis',
  section: 'ANALYSE',
  routes: [],
  menu: [],
  views: { continents: async () => ({ default: Continents }), countryList: async () => ({ default: CountryList }) },
});

beforeEach(() => {
  continentsProps = undefined;
  listProps = undefined;
});

it.each(['/Inf', '/Inf/list'])("%s: 'countries - e-learning', the introduction video and the GPA continents of the induction countries", async (route) => {
  const { calls } = renderInf(route, { plugins: [GPA] });
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('countries - e-learning');
  const introduction = screen.getByRole('region', { name: 'Introduction video' });
  const video = introduction.querySelector('video') as HTMLVideoElement;
  expect([video.getAttribute('src'), video.querySelector('track')?.getAttribute('src')]).toEqual([
    '/api/elearning/get-file?resource=1',
    '/api/elearning/get-file?resource=1&part=captions',
  ]);
  const link = await within(screen.getByRole('region', { name: 'Continents' })).findByRole('link', { name: 'Europe' });
  expect(link.getAttribute('href')).toBe('/Inf/list/3');
  expect(continentsProps?.countries).toEqual([380, 250]);

  // The introduction is logged when it first plays, once.
  expect(sent(calls, 'POST /elearning/save-log')).toEqual([]);
  fireEvent.play(video);
  fireEvent.play(video);
  expect(sent(calls, 'POST /elearning/save-log')).toEqual([{ video: String(INTRO.id) }]);
  // Not an admin: no pass score.
  expect(screen.queryByRole('region', { name: 'Pass score of the knowledge tests' })).toBeNull();
});

it('says so when no country has an induction yet', async () => {
  renderInf('/Inf', { plugins: [GPA], legacy: { 'GET /elearning/get-overview': { video: null, countries: [] } } });
  expect(await screen.findByText('No country has an induction yet.')).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'Introduction video' })).toBeNull();
});

it("/Inf/list/{id}: the GPA country list of the continent titled 'countries - e-learning', leading to /Inf/detail/{country_id}", async () => {
  renderInf('/Inf/list/3', { plugins: [GPA] });
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('countries - e-learning');
  expect(screen.getByRole('link', { name: 'Italy' }).getAttribute('href')).toBe('/Inf/detail/380');
  expect(screen.getByRole('link', { name: 'E-learning' }).getAttribute('href')).toBe('/Inf');
  expect([listProps?.continent, listProps?.countries]).toEqual(['3', OVERVIEW.countries.map((country) => country.country_id)]);
});

it('/ELearning is an empty titled page', async () => {
  renderInf('/ELearning', { holding: ['free'] });
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('E-learning');
  expect(document.title).toBe('E-learning - Vigil');
});

it.each(['/Inf/unknown', '/Inf/detail', '/Inf/list/3/more'])('%s goes to /Inf', async (route) => {
  renderInf(route, { plugins: [GPA], path: '*' });
  // The page module is mounted at '*' here, so the redirect lands on the same module: /Inf.
  await screen.findByRole('heading', { level: 1, name: 'countries - e-learning' });
});

it('an admin sees the pass score of the knowledge tests and changes it', async () => {
  const setScore = jest.fn(() => ({ pass_score: 75, message: 'Your edit was successful' }));
  const { calls } = renderInf('/Inf', {
    plugins: [GPA],
    holding: ['admin'],
    legacy: { 'POST /elearning/set-pass-score': setScore },
  });
  const section = await screen.findByRole('region', { name: 'Pass score of the knowledge tests' });
  expect(within(section).getByText("Your company's pass score is 60% of the answers.")).toBeTruthy();
  const field = within(section).getByLabelText('Pass score (%)') as HTMLInputElement;
  expect(field.value).toBe('60');
  fireEvent.change(field, { target: { value: '75' } });
  await act(async () => {
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(sent(calls, 'POST /elearning/set-pass-score')).toEqual([{ pass_score: '75' }]);
  expect(await within(section).findByText("Your company's pass score is 75% of the answers.")).toBeTruthy();
  expect(screen.getByText('Your edit was successful')).toBeTruthy();
});

it("shows the server's refusal of a pass score out of range", async () => {
  renderInf('/Inf', {
    plugins: [GPA],
    holding: ['admin'],
    legacy: { 'POST /elearning/set-pass-score': () => Promise.reject(new ApiError(400, infMessage('passScoreRange').message, { statusCode: 400, error: 'Bad Request', ...infMessage('passScoreRange'), field: 'pass_score' }, 'pass_score')) },
  });
  const section = await screen.findByRole('region', { name: 'Pass score of the knowledge tests' });
  fireEvent.change(within(section).getByLabelText('Pass score (%)'), { target: { value: '140' } });
  await act(async () => {
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  // The field the server names shows it, and so does the toast.
  expect(await screen.findAllByText('The pass score must be a whole number from 0 to 100')).toHaveLength(2);
  expect(within(section).getByText("Your company's pass score is 60% of the answers.")).toBeTruthy();
});
