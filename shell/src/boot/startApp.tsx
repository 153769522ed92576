import { startTransition, StrictMode, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BootError } from '../app/BootError';
import { deferSearchUntilHydrated } from './deferredSearch';

/** Hydrates the prerendered page with the app (or draws it into an empty #root). */
export function startApp(rootElement: HTMLElement, isPrerendered: boolean, App: ComponentType): void {
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
      // Rare (a page prerendered from an older release, or a defect): its code is fetched when one happens.
      hydrateRoot(rootElement, app, { onRecoverableError: (error) => void import('./reportRecoverableError').then((report) => report.reportRecoverableError(error)) });
    });
  } else {
    const root = createRoot(rootElement);
    startTransition(() => root.render(app));
  }
}

/** A config that is not valid (or a boot that failed otherwise) stops here with its message. */
export function showBootError(rootElement: HTMLElement, error: unknown): void {
  createRoot(rootElement).render(<BootError message={error instanceof Error ? error.message : String(error)} />);
}
