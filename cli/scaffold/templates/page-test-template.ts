import type { PluginSpec } from '../plugin-spec';
import { GENERATED_HEADER } from '../scaffold-version';
import { tsString } from '../ts-literal';

/** plugins/<id>/tests/<id>-page.test.tsx: the page against a fake legacy API. */
export function pageTestTemplate(spec: PluginSpec): string {
  const { pascal, id } = spec;
  return `${GENERATED_HEADER}
import { screen } from '@testing-library/react';
import { ApiError } from '@vigil/web-sdk';
import { renderPluginPage } from '../../../tests/support/render-plugin';
import ${pascal}Page from '../web/${id}-page';

const TITLE = ${tsString(spec.title)};

describe('${pascal}Page', () => {
  it('shows its title, the overview and the notes from the server', async () => {
    const get = jest.fn().mockResolvedValue({
      title: TITLE,
      message: 'Overview for the test',
      notes: [{ id: 1, text: 'A note for the test' }],
    });

    renderPluginPage(<${pascal}Page />, { legacyApi: { get } });

    expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeTruthy();
    expect(await screen.findByText('Overview for the test')).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('A note for the test');
    expect(get).toHaveBeenCalledWith('/${id}/getOverview');
  });

  it('says when the company has no notes yet', async () => {
    const get = jest.fn().mockResolvedValue({ title: TITLE, message: 'Overview for the test', notes: [] });

    renderPluginPage(<${pascal}Page />, { legacyApi: { get } });

    expect(await screen.findByText('No notes yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a loading state until the overview arrives', () => {
    const get = jest.fn(() => new Promise<never>(() => undefined));

    renderPluginPage(<${pascal}Page />, { legacyApi: { get } });

    expect(screen.getByRole('status').textContent).toMatch(/loading/i);
  });

  it('shows the message of a failed call, with Retry', async () => {
    const get = jest.fn().mockRejectedValue(new ApiError(500, 'The overview is not available'));

    renderPluginPage(<${pascal}Page />, { legacyApi: { get } });

    expect((await screen.findByRole('alert')).textContent).toBe('The overview is not available');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
`;
}
