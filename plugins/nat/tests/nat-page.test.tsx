import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Params } from '@vigil/web-sdk';
import { ApiError } from '@vigil/web-sdk';
import { NEWS_SEARCH_DEBOUNCE_MS } from '../web/news-query';
import { alertFixture, alerts, renderNat } from './nat-fixtures';

/** A news list answer that keeps the parameters of every call. */
function recordingList(respond: (params: Params) => unknown): { calls: Params[]; answer: (params: Params | undefined) => unknown } {
  const calls: Params[] = [];
  return {
    calls,
    answer: (params) => {
      calls.push(params ?? {});
      return respond(params ?? {});
    },
  };
}

function cards(): HTMLElement[] {
  return within(screen.getByRole('list', { name: 'News alerts' })).getAllByRole('link');
}

describe('NatPage cards and detail', () => {
  it('shows a card per alert with level, country and flag, title, subtitle, a 150-character preview and the date', async () => {
    const long = `<p>${'word '.repeat(60)}</p><script>alert(1)</script>`;
    renderNat({ legacy: { 'GET /news/getList': [alertFixture(1, { description: long, alert_level: 'extreme' })] } });

    const card = (await screen.findByRole('link', { name: 'Alert 1' })).closest('article')!;
    expect(card.textContent).toContain('Extreme');
    expect(card.textContent).toContain(' Italy');
    const flag = card.querySelector('.nat-card-country [role="img"]')!;
    expect([flag.getAttribute('aria-label'), flag.getAttribute('data-flag'), flag.className]).toEqual(['Italy', 'it', 'country-flag country-flag-sprite']);
    expect(card.textContent).toContain('Subtitle 1');
    expect(card.textContent).toContain('Published 03 Feb 2025');
    const preview = card.querySelector('.nat-card-preview')?.textContent ?? '';
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(151);
    expect(preview).not.toContain('<');
  });

  it('opens the detail modal on a click, with the description sanitised', async () => {
    const description = '<p>Full <strong>story</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>';
    renderNat({ legacy: { 'GET /news/getList': [alertFixture(1, { description })] } });

    fireEvent.click(await screen.findByRole('link', { name: 'Alert 1' }));

    const dialog = await screen.findByRole('dialog', { name: 'Alert 1' });
    expect(within(dialog).getByText('story').tagName).toBe('STRONG');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img[onerror]')).toBeNull();
    expect(within(dialog).getByText('Exercise high caution')).toBeTruthy();
    expect(within(dialog).getByText('Civil unrest')).toBeTruthy();
  });

  it('opens the Threat Level Definition modal with the four levels and their advice', async () => {
    renderNat();
    fireEvent.click(await screen.findByRole('button', { name: 'Threat Level Definition' }));

    const dialog = await screen.findByRole('dialog', { name: 'Threat Level Definition' });
    const rows = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'LowNo action',
      'MediumStay aware and monitor',
      'HighExercise high caution',
      'ExtremeTake immediate action and leave',
    ]);
  });

  it('shows a loader, then a failed load with a Retry that loads again', async () => {
    let calls = 0;
    renderNat({
      legacy: {
        'GET /news/getList': () => {
          calls += 1;
          if (calls === 1) throw new ApiError(500, 'The news are not available');
          return alerts(2);
        },
      },
    });

    expect(screen.getByRole('status').textContent).toBe('Loading the news alerts…');
    expect((await screen.findByRole('alert')).textContent).toBe('The news are not available');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('link', { name: 'Alert 2' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when no alert matches', async () => {
    renderNat({ legacy: { 'GET /news/getList': [] } });
    expect(await screen.findByText('No news alert matches these filters.')).toBeTruthy();
  });
});

describe('NatPage show more', () => {
  it('asks for the next page (offset + 1) per click and hides the button after a short page', async () => {
    const { calls, answer } = recordingList((params) => {
      const offset = Number(params.offset);
      return offset < 2 ? alerts(10, offset * 10 + 1) : alerts(4, 21);
    });
    renderNat({ legacy: { 'GET /news/getList': answer } });

    await screen.findByRole('link', { name: 'Alert 10' });
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByRole('link', { name: 'Alert 20' });
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByRole('link', { name: 'Alert 24' });

    expect(calls.map((params) => [params.limit, params.offset])).toEqual([
      [10, 0],
      [10, 1],
      [10, 2],
    ]);
    expect(cards()).toHaveLength(24);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('offers no Show more when the first page is short', async () => {
    renderNat();
    await screen.findByRole('link', { name: 'Alert 3' });
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});

describe('NatPage filters', () => {
  it('reloads page 0 with each filter: world area, country, alert level and threat category', async () => {
    const { calls, answer } = recordingList((params) => Number(params.offset) === 0 ? alerts(10) : alerts(10, 11));
    renderNat({ legacy: { 'GET /news/getList': answer } });
    await screen.findByRole('link', { name: 'Alert 10' });
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByRole('link', { name: 'Alert 20' });

    await screen.findByRole('option', { name: 'Europe' });
    fireEvent.change(screen.getByLabelText('World area'), { target: { value: '2' } });
    await screen.findByRole('option', { name: 'Italy' });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: '380' } });
    fireEvent.change(screen.getByLabelText('Alert level'), { target: { value: 'extreme' } });
    await screen.findByRole('option', { name: 'Terrorism' });
    fireEvent.change(screen.getByLabelText('Threat category'), { target: { value: '6' } });

    await waitFor(() => expect(calls).toHaveLength(6));
    expect(calls.slice(2)).toEqual([
      { limit: 10, offset: 0, zone: 2 },
      { limit: 10, offset: 0, zone: 2, country: 380 },
      { limit: 10, offset: 0, zone: 2, country: 380, alert_level: 'extreme' },
      { limit: 10, offset: 0, zone: 2, country: 380, alert_level: 'extreme', category_risk: 6 },
    ]);
    await waitFor(() => expect(cards()).toHaveLength(10));
  });

  it('offers only the countries of the chosen world area, and lets a chosen country outside a new area go', async () => {
    const { calls, answer } = recordingList(() => alerts(1));
    renderNat({ legacy: { 'GET /news/getList': answer } });
    const countryNames = (): string[] =>
      Array.from((screen.getByLabelText('Country') as HTMLSelectElement).options, (option) => option.textContent ?? '');
    await screen.findByRole('option', { name: 'Nigeria' });
    expect(countryNames()).toEqual(['All', 'France', 'Italy', 'Nigeria']);
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: '380' } });
    fireEvent.change(screen.getByLabelText('World area'), { target: { value: '2' } });
    expect(countryNames()).toEqual(['All', 'France', 'Italy']);
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('380');
    fireEvent.change(screen.getByLabelText('World area'), { target: { value: '1' } });
    expect(countryNames()).toEqual(['All', 'Nigeria']);
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('');
    await waitFor(() => expect(calls.at(-1)).toEqual({ limit: 10, offset: 0, zone: 1 }));
  });

  it('searches once typing pauses', async () => {
    jest.useFakeTimers();
    try {
      const { calls, answer } = recordingList(() => alerts(1));
      renderNat({ legacy: { 'GET /news/getList': answer } });
      await act(async () => undefined);
      const search = screen.getByLabelText('Search');
      fireEvent.change(search, { target: { value: 'ri' } });
      fireEvent.change(search, { target: { value: 'riot' } });
      await act(async () => {
        jest.advanceTimersByTime(NEWS_SEARCH_DEBOUNCE_MS - 1);
      });
      expect(calls).toHaveLength(1);
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      expect(calls).toEqual([
        { limit: 10, offset: 0 },
        { limit: 10, offset: 0, search: 'riot' },
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('disables a filter whose choices are refused, and still lists the alerts', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderNat({
      legacy: {
        'GET /countries/getContinents': () => {
          throw new ApiError(403, 'Forbidden');
        },
      },
    });
    await screen.findByRole('link', { name: 'Alert 1' });
    await waitFor(() => expect((screen.getByLabelText('World area') as HTMLSelectElement).disabled).toBe(true));
    expect((screen.getByLabelText('Country') as HTMLSelectElement).disabled).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('NatPage cache', () => {
  it('answers a filter combination seen within five minutes from session storage', async () => {
    const { calls, answer } = recordingList(() => [alertFixture(1, { title: 'From the server' })]);
    const first = renderNat({ legacy: { 'GET /news/getList': answer } });
    await screen.findByRole('link', { name: 'From the server' });
    expect(window.sessionStorage.getItem('NEWS_CACHE')).toContain('From the server');
    first.unmount();

    renderNat({ legacy: { 'GET /news/getList': answer } });
    await screen.findByRole('link', { name: 'From the server' });
    expect(calls).toHaveLength(1);
  });

  it('asks the server again once the cached page has expired', async () => {
    const now = jest.spyOn(Date, 'now');
    try {
      now.mockReturnValue(1_000_000);
      const { calls, answer } = recordingList(() => alerts(1));
      const first = renderNat({ legacy: { 'GET /news/getList': answer } });
      await screen.findByRole('link', { name: 'Alert 1' });
      first.unmount();

      now.mockReturnValue(1_000_000 + 5 * 60 * 1000 + 1);
      renderNat({ legacy: { 'GET /news/getList': answer } });
      await screen.findByRole('link', { name: 'Alert 1' });
      expect(calls).toHaveLength(2);
    } finally {
      now.mockRestore();
    }
  });
});
