import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getSupabase, parseAppConfig, setAppConfig } from 'shared-data';
import { App } from './app/App';
import { appConfigJson } from './boot/appConfigRequest';
import { loadsDataAt } from './config/routeTable';
import { BootError } from './app/BootError';
import { registerRemotesFromConfig } from './features/remotes/remoteRegistry';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('No #root element in index.html');
const root = createRoot(rootElement);

// The runtime config decides where the backend and every remote live: read it before routing.
// The entry asked for it already (boot/appConfigRequest.ts); here it is validated and kept.
appConfigJson
  .then((raw) => {
    const config = parseAppConfig(raw);
    setAppConfig(config);
    // supabase-js loads on first use; a page that reads data on its first screen creates the
    // client now (its code was fetched from the entry), alongside its remote, not when the remote asks.
    if (loadsDataAt(window.location.pathname)) void getSupabase().catch(() => undefined);
    registerRemotesFromConfig(config.remotes);
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error('Boot failed', error);
    root.render(<BootError message={error instanceof Error ? error.message : String(error)} />);
  });
