import { act, fireEvent, screen, within } from '@testing-library/react';
import { setLanguage } from '@vigil/web-sdk';
import GpaDetailPage from '../web/gpa-detail-page';
import GpaHomePage from '../web/gpa-home-page';
import { detailFixture, renderGpa } from './gpa-fixtures';

/**
 * Issue 24: what the data writes in English (risk names, travel-advice topics, dates) reads in the reader's
 * language; the printed report in the language its request chose; /Gpa's search over every continent.
 */

afterEach(async () => {
  await act(() => setLanguage('en'));
});

const detail = detailFixture({
  risks: [
    { name: 'Crime', icon: '', level: 'medium', status: 'increase', updates: '' },
    { name: 'Sharks', icon: '', level: 'low', status: 'stable', updates: '' },
  ],
  travelAdvices: [{ name: 'Entry requirements', icon: '', description: '<p>Passport</p>' }],
});

function renderDetail(route = '/Gpa/detail/380'): void {
  renderGpa(<GpaDetailPage />, { route, path: '/Gpa/detail/:country', legacy: { 'GET /countries/getCountryDetail': detail } });
}

describe('the country page in Italian', () => {
  it('names the risks and travel advices of the vocabulary in Italian, and dates the Italian way', async () => {
    await act(() => setLanguage('it'));
    renderDetail();
    const risks = (await screen.findByRole('heading', { name: 'Indicatori di rischio' })).closest('section')!;
    expect([...risks.querySelectorAll('.gpa-risk-name')].map((name) => name.textContent)).toEqual(['Criminalità', 'Sharks']);
    expect(screen.getByRole('button', { name: "Requisiti d'ingresso" })).toBeTruthy();
    expect(screen.getByText('Ultimo aggiornamento: 10 feb 2025')).toBeTruthy();
    const news = screen.getByRole('heading', { name: 'Ultime notizie' }).closest('section')!;
    expect(within(news).getByText('15 gen 2025')).toBeTruthy();
    expect(within(news).getByRole('option', { name: 'febbraio' })).toBeTruthy();
  });

  it('keeps the English names and dates in English', async () => {
    renderDetail();
    await screen.findByRole('heading', { name: 'Risk indicators' });
    expect(screen.getByRole('button', { name: 'Entry requirements' })).toBeTruthy();
    expect(screen.getByText('Last update: 10 Feb 2025')).toBeTruthy();
  });
});

describe('the print view', () => {
  it('writes the report in the language of the request, whatever the interface shows', async () => {
    renderDetail('/Gpa/detail/380?view=print&lang=fr');
    const report = await screen.findByRole('article', { name: 'Italie' });
    expect(report.getAttribute('lang')).toBe('fr');
    expect(within(report).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Indicateurs de risque',
      'Synthèse sécuritaire',
      'Conseils aux voyageurs',
      'Risques géopolitiques',
      'Contacts',
    ]);
    expect(within(report).getByRole('row', { name: /Criminalité/ }).textContent).toContain('2 · Moyen');
    expect(within(report).getByText(/Europe · Indicatif téléphonique : \+39 · Dernière mise à jour : 10 févr\. 2025/)).toBeTruthy();
    // The screen's own controls stay in the interface's language.
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Italy' })).toBeTruthy();
  });

  it('writes it in Italian for an Italian request', async () => {
    renderDetail('/Gpa/detail/380?view=print&lang=it');
    const report = await screen.findByRole('article', { name: 'Italia' });
    expect(within(report).getByRole('heading', { name: 'Consigli di viaggio' })).toBeTruthy();
    expect(within(report).getByRole('heading', { name: "Requisiti d'ingresso" })).toBeTruthy();
  });

  it('falls back to the interface language for an address without a known language', async () => {
    renderDetail('/Gpa/detail/380?view=print&lang=xx');
    const report = await screen.findByRole('article', { name: 'Italy' });
    expect(report.getAttribute('lang')).toBe('en');
    expect(within(report).getByRole('heading', { name: 'Travel advices' })).toBeTruthy();
  });
});

describe('the search over every continent on /Gpa', () => {
  it('finds countries of any continent by name, each with its continent and a link to its page', async () => {
    renderGpa(<GpaHomePage />);
    const search = await screen.findByRole('searchbox', { name: 'Search a country in every continent' });
    expect(screen.queryByRole('link', { name: 'Egypt' })).toBeNull();
    fireEvent.change(search, { target: { value: 'y' } });
    expect(await screen.findByText('3 countries found')).toBeTruthy();
    const results = screen.getByRole('search');
    const egypt = within(results).getByRole('link', { name: 'Egypt' });
    expect(egypt.getAttribute('href')).toBe('/Gpa/detail/818');
    expect(egypt.closest('li')!.textContent).toContain('Africa');
    expect(within(results).getByRole('link', { name: 'Germany' }).closest('li')!.textContent).toContain('Europe');
    fireEvent.change(search, { target: { value: 'Atlantis' } });
    expect(screen.getByRole('status').textContent).toBe('not found');
  });

  it('searches the names as an Italian reader sees them', async () => {
    await act(() => setLanguage('it'));
    renderGpa(<GpaHomePage />);
    const search = await screen.findByRole('searchbox', { name: 'Cerca un paese in tutti i continenti' });
    fireEvent.change(search, { target: { value: 'germania' } });
    const germany = await screen.findByRole('link', { name: 'Germania' });
    expect(germany.closest('li')!.textContent).toContain('Europa');
    expect(screen.getByRole('status').textContent).toBe('1 paese trovato');
  });
});
