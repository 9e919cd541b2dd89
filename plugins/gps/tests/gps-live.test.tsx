import { act, fireEvent, screen } from '@testing-library/react';
import type { StorageService } from '@vigil/web-sdk';
import { fakeApiClient, renderPluginPage } from '../../../tests/support/render-plugin';
import { PEOPLE_TOPIC } from '../../tracking/contract/tracked-person';
import GpsPage from '../web/gps-page';
import { OFFLINE_MAP, PEOPLE, trackedPerson } from './gps-fixtures';

/** The browser's WebSocket as the live client uses it: the test plays the server. */
class FakeSocket {
  static last: FakeSocket | null = null;
  readonly sent: Array<Record<string, unknown>> = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
    setTimeout(() => this.onopen?.(new Event('open')), 0);
  }
  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(): void {
    this.onclose?.({ code: 1000 } as CloseEvent);
  }
  receive(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
}

/** A signed-in browser's storage: the live client sends the login token it holds. */
function signedInStorage(): StorageService {
  const values = new Map<string, string>([['LOGIN_TOKEN', 'a-login-token']]);
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    getSession: () => null,
    setSession: () => undefined,
    removeSession: () => undefined,
    getCached: () => null,
    setCached: () => undefined,
  };
}

const realSocket = window.WebSocket;
beforeEach(() => {
  (window as unknown as { WebSocket: unknown }).WebSocket = FakeSocket;
  FakeSocket.last = null;
});
afterEach(() => {
  window.WebSocket = realSocket;
});

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
