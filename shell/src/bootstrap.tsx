import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { parseAppConfig, setAppConfig } from 'shared-data';
import { App } from './app/App';
import { appConfigJson } from './boot/appConfigRequest';
import { BootError } from './app/BootError';
import { deferSearchUntilHydrated } from './boot/deferredSearch';
import { markBooted } from './boot/pageReady';
import { reportRecoverableError } from './boot/reportRecoverableError';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('No #root element in index.html');
// `pnpm prerender` wrote the page's content into #root: React adopts it (hydration) instead of
// drawing it again. A page it could not render (and `pnpm dev`) arrives empty and is drawn here.
const isPrerendered = rootElement.hasChildNodes();

// The runtime config decides where the backend and every remote live: read it before routing.
// The entry asked for it already and registered the remotes (index.ts); here it is validated
// and kept, and a config that is not valid stops the boot with its message.
appConfigJson
  .then((raw) => {
    setAppConfig(parseAppConfig(raw));
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    // As a transition, hydration (or the first render) yields to the browser every few milliseconds
    // instead of holding the main thread until the whole tree is done: a default-priority hydration
    // is one task, the longest of the page load on a slow phone (total blocking time). Each
    // Suspense boundary (App.tsx's areas, each route, each remote area) then hydrates apart.
    if (isPrerendered) {
      deferSearchUntilHydrated();
      startTransition(() => {
        hydrateRoot(rootElement, app, { onRecoverableError: reportRecoverableError });
      });
    } else {
      const root = createRoot(rootElement);
      startTransition(() => root.render(app));
    }
  })
  .catch((error: unknown) => {
    console.error('Boot failed', error);
    createRoot(rootElement).render(<BootError message={error instanceof Error ? error.message : String(error)} />);
    markBooted();
  });

