import { act, fireEvent, screen } from '@testing-library/react';
import { fakeApiClient, renderPluginPage } from '../../../tests/support/render-plugin';
import { FakeSocket, signedInStorage, installFakeWebSocket } from '../../../tests/support/fake-web-socket';
import { PEOPLE_TOPIC } from '../../tracking/contract/tracked-person';
import GpsPage from '../web/gps-page';
import { OFFLINE_MAP, PEOPLE, trackedPerson } from './gps-fixtures';

installFakeWebSocket();

const order = (): string[] => Array.from(document.querySelectorAll('.gps-boxes > li a')).map((link) => link.textContent ?? '');

describe('/Gps live', () => {
  it("follows tracking's people topic: a new SOS puts the person first by status, without a reload", async () => {
    const storage = signedInStorage();
    const list = jest.fn().mockResolvedValue(PEOPLE);
    renderPluginPage(<GpsPage />, { route: '/Gps', storage, maps: OFFLINE_MAP, legacyApi: fakeApiClient({ 'GET /companies/getEmployeesOnTracking': list }) });
    expect(await screen.findByRole('heading', { level: 2, name: '4 people on tracking' })).toBeTruthy();
    expect(await screen.findByRole('group', { name: 'Map of the people on tracking' })).toBeTruthy();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    const socket = FakeSocket.last;
    expect(socket?.sent[0]).toMatchObject({ type: 'hello', login_token: 'a-login-token' });
    act(() => socket?.receive({ type: 'ready' }));
    expect(socket?.sent).toContainEqual({ type: 'subscribe', topic: PEOPLE_TOPIC, cursor: null });

    fireEvent.change(screen.getByLabelText('Order by'), { target: { value: 'status' } });
    expect(order()).toEqual(['Carla Rossi', 'Dario Rossi', 'Bruno Rossi', 'Ada Tester']);
    act(() =>
      socket?.receive({
        type: 'changes',
        topic: PEOPLE_TOPIC,
        cursor: '7',
        items: [trackedPerson({ id: 2, status: 'sos', sos: { id: 5, raised_at: '2026-11-27T06:00:00.000Z' } }), trackedPerson({ id: 4, tracking: false })],
      }),
    );
    expect(order()).toEqual(['Bruno Rossi', 'Carla Rossi', 'Ada Tester']);
    expect(screen.getByRole('heading', { level: 2, name: '3 people on tracking' })).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(1);
  });
});

describe('/Gps under a burst of live changes', () => {
  it('applies the first change at once and the ones that follow within the frame together, at the next frame', async () => {
    const frames: FrameRequestCallback[] = [];
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      renderPluginPage(<GpsPage />, {
        route: '/Gps',
        storage: signedInStorage(),
        maps: OFFLINE_MAP,
        legacyApi: fakeApiClient({ 'GET /companies/getEmployeesOnTracking': jest.fn().mockResolvedValue(PEOPLE) }),
      });
      expect(await screen.findByRole('heading', { level: 2, name: '4 people on tracking' })).toBeTruthy();
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
      const socket = FakeSocket.last;
      act(() => socket?.receive({ type: 'ready' }));
      fireEvent.change(screen.getByLabelText('Order by'), { target: { value: 'status' } });
      const changes = (cursor: string, items: unknown[]): void => socket?.receive({ type: 'changes', topic: PEOPLE_TOPIC, cursor, items });

      act(() => changes('7', [trackedPerson({ id: 2, status: 'sos', sos: { id: 5, raised_at: '2026-11-27T06:00:00.000Z' } })]));
      expect(order()).toEqual(['Bruno Rossi', 'Carla Rossi', 'Dario Rossi', 'Ada Tester']);
      act(() => {
        changes('8', [trackedPerson({ id: 4, tracking: false })]);
        changes('9', [trackedPerson({ id: 1, status: 'unreachable' })]);
      });
      // Held for the frame: the page shows what it showed.
      expect(order()).toEqual(['Bruno Rossi', 'Carla Rossi', 'Dario Rossi', 'Ada Tester']);
      expect(frames).toHaveLength(1);
      act(() => frames.shift()?.(performance.now()));
      expect(order()).toEqual(['Bruno Rossi', 'Carla Rossi', 'Ada Tester']);
      expect(screen.getByRole('heading', { level: 2, name: '3 people on tracking' })).toBeTruthy();
      // A frame with nothing new ends the batching: the next change shows at once again.
      act(() => frames.shift()?.(performance.now()));
      expect(frames).toHaveLength(0);
      act(() => changes('10', [trackedPerson({ id: 1, status: 'sos', sos: { id: 6, raised_at: '2026-11-27T05:00:00.000Z' } })]));
      expect(order()).toEqual(['Ada Tester', 'Bruno Rossi', 'Carla Rossi']);
    } finally {
      frame.mockRestore();
    }
  });
});
