import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import '../index.css';
import { detectLanguage, initI18n } from '../i18n';
import { startIntlWarmUp } from '../i18n/intl-warm-up';
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
// No top-level await here: it would stop the bundler from folding shared code into this entry file
// (rolldown's chunk optimisation), and every extra file costs a phone on a slow network a round trip.
const language = detectLanguage();
// The browser's Intl data, loaded off the main thread while the first render is prepared.
startIntlWarmUp(language);
void initI18n(language).then(() => {
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
