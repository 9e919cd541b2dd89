import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { browserEnvironment, createContainer } from './container';
import { loadRuntimeConfig } from './services/runtime-config-service';
import { takeArrivalToken } from './session/take-arrival-token';
import './styles/base.css';

takeArrivalToken(window.location, window.history, window.sessionStorage);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

void loadRuntimeConfig((url, init) => window.fetch(url, init)).then((config) => {
  const container = createContainer(config, browserEnvironment());
  createRoot(root).render(
    <StrictMode>
      <App container={container} />
    </StrictMode>,
  );
});
