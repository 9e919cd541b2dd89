import { act, screen, within } from '@testing-library/react';
import { fakeAuth, renderPluginPage, TEST_USER } from '../../../tests/support/render-plugin';
import { FakeSocket, signedInStorage, installFakeWebSocket } from '../../../tests/support/fake-web-socket';
import { SOS_TOPIC, type SosTopicItem } from '../../tracking/contract/sos-topic';
import { SOS_VIEWER_PERMISSIONS } from '../../tracking/contract/permissions';
import gps from '../manifest';
import SosBlock from '../web/sos-block';

installFakeWebSocket();

/** Issue 24: an operator's dashboard opens on who is waiting for help, and says as plainly that nobody is. */
const SOS = (id: number, name: string, raised: string | null): SosTopicItem => ({ id, name, raised_at: raised });

async function connected(): Promise<FakeSocket> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
  });
  const socket = FakeSocket.last;
  if (!socket) throw new Error('no socket was opened');
  act(() => socket.receive({ type: 'ready' }));
  return socket;
}

test('says nobody is waiting, then names who raised an SOS, the longest wait first, until it is closed', async () => {
  renderPluginPage(<SosBlock />, { storage: signedInStorage() });
  const block = screen.getByRole('region', { name: 'Open SOS' });
  expect(within(block).getByRole('status').textContent).toBe('Loading…');
  const socket = await connected();
  act(() => socket.receive({ type: 'snapshot', topic: SOS_TOPIC, cursor: '1', items: [] }));
  expect(await within(block).findByText('No open SOS: nobody is waiting for help.')).toBeTruthy();
  expect(block.className).not.toContain('urgent');

  act(() =>
    socket.receive({ type: 'changes', topic: SOS_TOPIC, cursor: '2', items: [SOS(3, 'Carla Rossi', '2026-11-27T06:00:00.000Z'), SOS(2, 'Bruno Rossi', '2026-11-27T05:00:00.000Z')] }),
  );
  expect(await within(block).findByText('2 people are waiting for help.')).toBeTruthy();
  const links = within(block).getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/Gps/detail/'));
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['/Gps/detail/2', '/Gps/detail/3']);
  expect(links[0]?.textContent).toMatch(/^Bruno Rossi, raised .*27 Nov 2026/);
  expect(block.className).toContain('dashboard-block-urgent');

  act(() => socket.receive({ type: 'changes', topic: SOS_TOPIC, cursor: '3', items: [SOS(3, 'Carla Rossi', null)] }));
  expect(await within(block).findByText('1 person is waiting for help.')).toBeTruthy();
});

test('a tra user reads who is waiting without links to the GPS screens they may not open', async () => {
  renderPluginPage(<SosBlock />, { storage: signedInStorage(), auth: fakeAuth({ ...TEST_USER, permission: ['tra'] }) });
  const block = screen.getByRole('region', { name: 'Open SOS' });
  const socket = await connected();
  act(() => socket.receive({ type: 'snapshot', topic: SOS_TOPIC, cursor: '1', items: [SOS(2, 'Bruno Rossi', '2026-11-27T05:00:00.000Z')] }));
  expect(await within(block).findByText(/^Bruno Rossi, raised .*27 Nov 2026/)).toBeTruthy();
  expect(within(block).queryAllByRole('link')).toEqual([]);
});

test("the manifest offers the block, first, to the SOS topic's viewers: GPS operators and tra users", async () => {
  expect(gps.dashboardBlocks?.[0]?.allowed).toEqual(SOS_VIEWER_PERMISSIONS);
  expect(SOS_VIEWER_PERMISSIONS).toEqual(['admin', 'gps', 'tra']);
  expect((await gps.dashboardBlocks?.[0]?.view())?.default).toBe(SosBlock);
});
