import { act, fireEvent, screen, within } from '@testing-library/react';
import { setLanguage } from '@vigil/web-sdk';
import { renderPluginPage } from '../../../tests/support/render-plugin';
import { tepEn } from '../web/i18n/en';
import { tepIt } from '../web/i18n/it';
import { ENROLMENT_FIELDS, SAMPLE_ENROLMENTS } from '../web/sample-enrolments';
import TepPage from '../web/tep-page';

afterEach(async () => {
  await act(() => setLanguage('en'));
});

/** The label and value of each field shown under a row, by the field's name. */
function shownFields(row: HTMLElement): Record<string, [string, string]> {
  const shown: Record<string, [string, string]> = {};
  for (const field of row.querySelectorAll<HTMLElement>('[data-field]')) {
    shown[field.dataset.field ?? ''] = [field.querySelector('dt')?.textContent ?? '', field.querySelector('dd')?.textContent ?? ''];
  }
  return shown;
}

function rowOf(name: RegExp): HTMLElement {
  return screen.getByRole('button', { name }).closest('li') as HTMLElement;
}

describe('TepPage', () => {
  it('is titled TEP and says, above the list and in its name, that the records are sample data', () => {
    renderPluginPage(<TepPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'TEP' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('Sample data');
    const list = screen.getByRole('list', { name: 'Staff enrolled (sample data)' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(SAMPLE_ENROLMENTS.length);
    expect(SAMPLE_ENROLMENTS.length).toBeGreaterThanOrEqual(6);
  });

  it('expands a record to every field of it, with readable labels and values, and collapses it again', () => {
    renderPluginPage(<TepPage />);
    const toggle = screen.getByRole('button', { name: /Samuel Adeyemi/ });
    const fields = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(fields.hidden).toBe(true);

    fireEvent.click(toggle);

    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(fields.hidden).toBe(false);
    const shown = shownFields(rowOf(/Samuel Adeyemi/));
    expect(Object.keys(shown)).toEqual([...ENROLMENT_FIELDS]);
    expect(Object.keys(shown).sort()).toEqual(Object.keys(SAMPLE_ENROLMENTS[0]!).sort());
    expect(shown).toMatchObject({
      email: ['Email', 'samuel.adeyemi@example.com'],
      departure_date: ['Departure date', '20 Nov 2026'],
      return_date: ['Return date', '04 Dec 2026'],
      trip_dates: ['Trip dates', '20 Nov 2026, 27 Nov 2026, 04 Dec 2026'],
      enrolled: ['Enrolled', 'Yes'],
      manual_location: ['Location entered by hand', 'Yes'],
      satellite: ['Satellite phone', 'Yes'],
      lat: ['Latitude', '9.05785'],
      lng: ['Longitude', '7.49508'],
      company_ids: ['Company IDs', '1, 3'],
      country_code: ['Country code', 'NG'],
      country_id: ['Country ID', '160'],
      fax: ['Fax', '—'],
    });
    // Another record stays closed.
    expect(screen.getByRole('button', { name: /Giulia Ferraro/ }).getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(fields.hidden).toBe(true);
  });

  it('labels every field in English and in Italian', () => {
    for (const field of ENROLMENT_FIELDS) {
      expect(tepEn.fields[field]).toBeTruthy();
      expect(tepIt.fields[field]).toBeTruthy();
    }
  });

  it("shows the page in Italian: the sample notice, the labels and the days in the reader's language", async () => {
    await act(() => setLanguage('it'));
    renderPluginPage(<TepPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'TEP' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('Dati di esempio');
    expect(screen.getByRole('list', { name: 'Personale registrato (dati di esempio)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Giulia Ferraro/ }));
    expect(shownFields(rowOf(/Giulia Ferraro/))).toMatchObject({
      departure_date: ['Data di partenza', '01 dic 2026'],
      enrolled: ['Registrato', 'Sì'],
      manual_location: ['Posizione inserita a mano', 'No'],
      lat: ['Latitudine', '-1,28333'],
      mission_leader: ['Capo missione', 'Paolo Rinaldi'],
    });
  });
});
