import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { parseAppConfig, setAppConfig } from 'shared-data';
import { App } from './app/App';
import { appConfigJson } from './boot/appConfigRequest';
import { BootError } from './app/BootError';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('No #root element in index.html');
const root = createRoot(rootElement);

// The runtime config decides where the backend and every remote live: read it before routing.
// The entry asked for it already and registered the remotes (index.ts); here it is validated
// and kept, and a config that is not valid stops the boot with its message.
appConfigJson
  .then((raw) => {
    setAppConfig(parseAppConfig(raw));
    // As a transition, the first render yields to the browser every few milliseconds instead of
    // holding the main thread until the whole tree is built (long tasks delay input on slow phones).
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  })
  .catch((error: unknown) => {
    console.error('Boot failed', error);
    root.render(<BootError message={error instanceof Error ? error.message : String(error)} />);
  });
