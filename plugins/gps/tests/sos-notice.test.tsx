import { act, screen } from '@testing-library/react';
import { renderPluginPage } from '../../../tests/support/render-plugin';
import { FakeSocket, signedInStorage, installFakeWebSocket } from '../../../tests/support/fake-web-socket';
import { SOS_TOPIC, type SosTopicItem } from '../../tracking/contract/sos-topic';
import { GPS_PERMISSIONS } from '../contract/permissions';
import gps from '../manifest';
import SosNotice, { applySosItems } from '../web/sos-notice';

installFakeWebSocket();

const SOS = (id: number, name: string, raised: string): SosTopicItem => ({ id, name, raised_at: raised });
const CLOSED = (id: number, name: string): SosTopicItem => ({ id, name, raised_at: null });

async function connected(): Promise<FakeSocket> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
  });
  const socket = FakeSocket.last;
  if (!socket) throw new Error('no socket was opened');
  act(() => socket.receive({ type: 'ready' }));
  return socket;
}

test('the open SOS of the snapshot show at once with their names, then one opened and one closed follow without a reload', async () => {
  renderPluginPage(<SosNotice />, { storage: signedInStorage() });
  const socket = await connected();
  // The SOS topic only: an operator's every page does not follow every position of the company.
  expect(socket.sent.filter((message) => message.type === 'subscribe')).toEqual([{ type: 'subscribe', topic: SOS_TOPIC, cursor: null }]);
  expect(screen.queryByRole('alert')).toBeNull();

  act(() => socket.receive({ type: 'snapshot', topic: SOS_TOPIC, cursor: '1', items: [SOS(3, 'Carla Rossi', '2026-11-27T06:00:00.000Z')] }));
  const link = await screen.findByRole('link', { name: 'SOS: Carla Rossi' });
  expect(link.getAttribute('href')).toBe('/Gps/detail/3');
  expect(screen.getByRole('alert', { name: 'Open SOS' })).toBeTruthy();

  act(() => socket.receive({ type: 'changes', topic: SOS_TOPIC, cursor: '2', items: [SOS(2, 'Bruno Rossi', '2026-11-27T05:00:00.000Z')] }));
  expect(await screen.findByRole('link', { name: 'SOS: Bruno Rossi' })).toBeTruthy();
  // The one who has waited longest first.
  expect(screen.getAllByRole('link').map((each) => each.textContent)).toEqual(['SOS: Bruno Rossi', 'SOS: Carla Rossi']);

  act(() => socket.receive({ type: 'changes', topic: SOS_TOPIC, cursor: '3', items: [CLOSED(3, 'Carla Rossi'), CLOSED(2, 'Bruno Rossi')] }));
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a snapshot replaces what was known; changes open and close by id', () => {
  const open = applySosItems(new Map(), [SOS(1, 'A', 'a'), SOS(2, 'B', 'b')], 'snapshot');
  expect([...open.keys()]).toEqual([1, 2]);
  expect([...applySosItems(open, [SOS(3, 'C', 'c')], 'snapshot').keys()]).toEqual([3]);
  expect([...applySosItems(open, [CLOSED(1, 'A'), SOS(3, 'C', 'c')], 'changes').keys()]).toEqual([2, 3]);
});

test("the manifest offers the notice to the GPS screens' users, who are the SOS topic's", async () => {
  expect(gps.notices?.map((notice) => notice.allowed)).toEqual([GPS_PERMISSIONS]);
  expect((await gps.notices?.[0]?.view())?.default).toBe(SosNotice);
});
