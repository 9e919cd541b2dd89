import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ServicesProvider } from '../../../host/web/services-context';
import type { UiStore } from '../../../host/web/services/ui-store';
import { UiHost } from '../../../host/web/ui/ui-host';
import { createTestContainer, createTestServices } from '../../support/render-plugin';

/** The UI host over a real UiStore, with `page` rendered behind it (an opener button by default). */
export function renderUiHost(page: ReactNode = <button type="button">Opener</button>): UiStore {
  const services = createTestServices();
  render(
    <ServicesProvider container={createTestContainer(services)}>
      {page}
      <UiHost />
    </ServicesProvider>,
  );
  return services.ui as UiStore;
}
