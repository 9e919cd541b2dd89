import type { Container } from 'inversify';
import type { ReactElement } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routing/app-routes';
import { ServicesProvider } from './services-context';

/** The web host: services, then the router, then the routes. */
export function App({ container }: { container: Container }): ReactElement {
  return (
    <ServicesProvider container={container}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ServicesProvider>
  );
}
