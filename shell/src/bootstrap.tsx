import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadAppConfig } from 'shared-data';
import { App } from './app/App';
import { BootError } from './app/BootError';
import { registerRemotesFromConfig } from './features/remotes/remoteRegistry';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('No #root element in index.html');
const root = createRoot(rootElement);

// The runtime config decides where the backend and every remote live: read it before routing.
loadAppConfig()
  .then((config) => {
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
