import type { ReactElement } from 'react';
import { usePageTitle } from '../ui/document-title';

/** /500: the database health check answered a server error (spec part 1 §2). */
export function ServiceUnavailablePage(): ReactElement {
  usePageTitle('Service unavailable');
  return (
    <main className="public-page">
      <section className="login-card">
        <p className="brand">Vigil</p>
        <h1>Service unavailable</h1>
        <p>The service is temporarily unavailable. Please try again in a few minutes.</p>
        {/* A full page load, so the start-up health check runs again. */}
        <a className="button" href="/">
          Try again
        </a>
      </section>
    </main>
  );
}
