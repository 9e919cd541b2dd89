import { endpointName, tableCamel } from '../generated-names';
import type { PluginSpec } from '../plugin-spec';
import { GENERATED_HEADER } from '../scaffold-version';
import { tsString } from '../ts-literal';

/** plugins/<id>/tests/<id>-page.test.tsx: the page against a fake legacy API. */
export function pageTestTemplate(spec: PluginSpec): string {
  const { pascal, id } = spec;
  const field = tableCamel(spec);
  return `${GENERATED_HEADER}
import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@vigil/web-sdk';
import { renderPluginPage } from '../../../tests/support/render-plugin';
import ${pascal}Page from '../web/${id}-page';

const TITLE = ${tsString(spec.title)};
const PATH = ${tsString(`/${id}/${endpointName(spec)}`)};

describe('${pascal}Page', () => {
  it("shows its title and the company's rows from the server", async () => {
    const get = jest.fn().mockResolvedValue({ ${field}: [{ id: 1, text: 'A row for the test' }] });

    renderPluginPage(<${pascal}Page />, { legacyApi: { get } });

    expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeTruthy();
    expect((await screen.findByRole('listitem')).textContent).toBe('A row for the test');
    expect(get).toHaveBeenCalledWith(PATH);
  });

  it('says when the company has no rows yet', async () => {
    const get = jest.fn().mockResolvedValue({ ${field}: [] });

    renderPluginPage(<${pascal}Page />, { legacyApi: { get } });

    expect(await screen.findByText('Nothing here yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a loading state until the answer arrives', () => {
    const get = jest.fn(() => new Promise<never>(() => undefined));

    renderPluginPage(<${pascal}Page />, { legacyApi: { get } });

    expect(screen.getByRole('status').textContent).toMatch(/loading/i);
  });

  it('shows the message of a failed call, and Retry loads again', async () => {
    const get = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(500, 'The list is not available'))
      .mockResolvedValueOnce({ ${field}: [{ id: 2, text: 'Loaded on retry' }] });

    renderPluginPage(<${pascal}Page />, { legacyApi: { get } });

    expect((await screen.findByRole('alert')).textContent).toBe('The list is not available');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('listitem')).textContent).toBe('Loaded on retry');
    expect(get).toHaveBeenCalledTimes(2);
  });
});
`;
}
