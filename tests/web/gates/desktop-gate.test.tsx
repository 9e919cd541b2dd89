import { act, render, screen } from '@testing-library/react';
import { DesktopGate } from '../../../host/web/gates/desktop-gate';
import { MIN_DESKTOP_WIDTH } from '../../../host/web/gates/narrow-window';
import { ServicesProvider } from '../../../host/web/services-context';
import { parseRuntimeConfig, RuntimeConfigService } from '../../../host/web/services/runtime-config-service';
import { createTestContainer, createTestServices } from '../../support/render-plugin';

const initialWidth = window.innerWidth;

function resizeTo(width: number): void {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

function renderGate(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  const config = new RuntimeConfigService(parseRuntimeConfig({ mobileAppUrl: 'https://vigil.example/mobile' }));
  render(
    <ServicesProvider container={createTestContainer(createTestServices({ config }))}>
      <DesktopGate>
        <h1>The app</h1>
        <label htmlFor="typed">Typed</label>
        <input id="typed" defaultValue="" />
      </DesktopGate>
    </ServicesProvider>,
  );
}

afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: initialWidth });
});

it('is 992 px wide, as the spec says', () => {
  expect(MIN_DESKTOP_WIDTH).toBe(992);
});

it('shows the app at 992 px', () => {
  renderGate(992);
  expect(screen.getByRole('heading', { name: 'The app' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Desktop browser required' })).toBeNull();
});

it('shows the desktop-only message with the mobile-app link at 991 px, instead of the app', async () => {
  renderGate(991);
  expect(await screen.findByRole('heading', { name: 'Desktop browser required' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Download the mobile app' }).getAttribute('href')).toBe(
    'https://vigil.example/mobile',
  );
  expect(screen.queryByRole('heading', { name: 'The app' })).toBeNull();
});

it('re-evaluates on resize and keeps what was typed in the app', async () => {
  renderGate(1280);
  const field = screen.getByLabelText('Typed') as HTMLInputElement;
  field.value = 'kept';
  resizeTo(991);
  expect(await screen.findByRole('heading', { name: 'Desktop browser required' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'The app' })).toBeNull();
  resizeTo(992);
  expect(screen.queryByRole('heading', { name: 'Desktop browser required' })).toBeNull();
  expect((screen.getByLabelText('Typed') as HTMLInputElement).value).toBe('kept');
});
