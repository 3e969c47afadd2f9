import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import '../index.css';
import { initI18n } from '../i18n';
import { Providers } from './providers';
import { usePageTitle } from './page-title';
import { routes } from './router';
import { registerServiceWorker } from './service-worker';

function App() {
  usePageTitle(routes);
  return useRoutes(routes);
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// The page's first Intl formats, run off the main thread (intl-warm-up.worker.ts).
new Worker(new URL('../i18n/intl-warm-up.worker.ts', import.meta.url), { type: 'module' });
// No top-level await here: it would stop the bundler from folding shared code into this entry file
// (rolldown's chunk optimisation), and every extra file costs a phone on a slow network a round trip.
void initI18n().then(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
  registerServiceWorker();
});
