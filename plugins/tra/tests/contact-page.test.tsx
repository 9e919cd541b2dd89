import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@vigil/web-sdk';
import { renderPluginPage } from '../../../tests/support/render-plugin';
import ContactPage from '../web/contact-page';
import { LOCATE } from './locate-fixtures';
import { listOf, travel } from './tra-ui-fixtures';

const NOBODY = 'You must selected the users to contact pressing the checkbox button';

function renderContact(route: string, post: jest.Mock = jest.fn(), countryId?: string): { get: jest.Mock; post: jest.Mock } {
  const get = jest.fn(async (path: string): Promise<unknown> => {
    if (path === '/travels/locate') return LOCATE;
    if (path === '/travels') return listOf([travel({ id: 9, travel_name: 'Nairobi audit', customer_name: 'Dario Neri' })]);
    throw new ApiError(404, `No fake answer for ${path}`);
  }) as jest.Mock;
  renderPluginPage(<ContactPage countryId={countryId} />, { legacyApi: { get, post }, route });
  return { get, post };
}

function people(): Array<[string, boolean]> {
  const list = within(screen.getByRole('region', { name: 'People to contact' }));
  return (list.getAllByRole('checkbox') as HTMLInputElement[]).map((box) => [box.closest('label')?.textContent ?? '', box.checked]);
}

describe('/Tra/Locate/contact', () => {
  it('says nobody is selected and shows no form without travels; the back link returns to the map', async () => {
    const { get } = renderContact('/Tra/Locate/contact');
    expect(await screen.findByText(NOBODY)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Message/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the map' }).getAttribute('href')).toBe('/Tra/Locate');
    expect(get).not.toHaveBeenCalled();
  });

  it("lists the travels' people checked, named from Locate or else the travel list; unchecking all hides the form", async () => {
    renderContact('/Tra/Locate/5/contact?travels=1,9,x,1', jest.fn(), '5');
    await waitFor(() => expect(people()).toEqual([['Ada Tester', true], ['Dario Neri', true]]));
    expect(screen.getByRole('link', { name: 'Back to the map' }).getAttribute('href')).toBe('/Tra/Locate/5');
    expect(screen.getByRole('checkbox', { name: 'Ask them to share their position' })).toHaveProperty('checked', false);

    const boxes = within(screen.getByRole('region', { name: 'People to contact' })).getAllByRole('checkbox');
    boxes.forEach((box) => fireEvent.click(box));
    expect(screen.getByText(NOBODY)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    fireEvent.click(boxes[0]!);
    expect(await screen.findByRole('button', { name: 'Send' })).toBeTruthy();
    expect(screen.queryByText(NOBODY)).toBeNull();
  });

  it('refuses an empty message, sending nothing', async () => {
    const { post } = renderContact('/Tra/Locate/contact?travels=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    const message = screen.getByLabelText(/^Message/);
    await waitFor(() => expect(message.getAttribute('aria-invalid')).toBe('true'));
    expect(document.body.textContent).toContain('Must be compiled');
    expect(post).not.toHaveBeenCalled();
  });

  it("sends the checked travels, the message and the position request, and says 'Message send successfully'", async () => {
    const post = jest.fn().mockResolvedValue({ message: 'Message send successfully' });
    renderContact('/Tra/Locate/contact?travels=1,2,3', post);
    await waitFor(() => expect(people()).toHaveLength(3));
    fireEvent.click(within(screen.getByRole('region', { name: 'People to contact' })).getAllByRole('checkbox')[1]!);
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'Please confirm you are safe.' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ask them to share their position' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/tra/contact', { travels: '1,3', content: 'Please confirm you are safe.', position: '1' }));
    expect(await screen.findByText('Message send successfully')).toBeTruthy();
  });

  it("shows the server's message when the contact fails", async () => {
    const post = jest.fn().mockRejectedValue(new ApiError(404, 'Travel not found'));
    renderContact('/Tra/Locate/contact?travels=3', post);
    fireEvent.change(await screen.findByLabelText(/^Message/), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Travel not found')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/tra/contact', { travels: '3', content: 'Hello', position: '0' });
  });

  it("refuses a photo over 2 MB with 'Image size is greater than 2Mb'", async () => {
    renderContact('/Tra/Locate/contact?travels=1');
    const bytes = new Uint8Array(2 * 1024 * 1024 + 1);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    fireEvent.change(await screen.findByLabelText('Photo'), { target: { files: [new File([bytes], 'photo.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Image size is greater than 2Mb')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Photo of the message' })).toBeNull();
  });
});
