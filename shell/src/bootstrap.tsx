import { parseAppConfig, setAppConfig } from 'shared-data';
import { appConfigJson } from './boot/appConfigRequest';
import { markBooted } from './boot/pageReady';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('No #root element in index.html');
// `pnpm prerender` wrote the page's content into #root: React adopts it (hydration) instead of
// drawing it again. A page it could not render (and `pnpm dev`) arrives empty and is drawn here.
const isPrerendered = rootElement.hasChildNodes();

/** Modules the app needs at once, evaluated a task each before the app's own (largest first). */
const STAGES = [
  () => import(/* webpackMode: "eager" */ 'styled-components'),
  () => import(/* webpackMode: "eager" */ 'react-router-dom'),
  () => import(/* webpackMode: "eager" */ 'shared-ui'),
];

/**
 * The next task: what came before and what comes after are two tasks, with input handled between.
 * Not in a hidden tab (a link opened in the background): there is no input to let through, and a
 * hidden tab's timers wait up to a second each, so the stages would add seconds to its boot.
 */
const nextTask = () => (document.visibilityState === 'hidden' ? Promise.resolve() : new Promise<void>((resolve) => setTimeout(resolve, 0)));

// The runtime config decides where the backend and every remote live: read it before routing.
// The entry asked for it already and registered the remotes (index.ts); here it is validated
// and kept, and a config that is not valid stops the boot with its message.
appConfigJson
  .then(async (raw) => {
    setAppConfig(parseAppConfig(raw));
    // The app's modules are evaluated in stages, a task each (issue 34 item 7): the libraries the
    // app is made with, the shared components, the app's own modules (each styled component is
    // made as its module runs), then React DOM with the start of hydration. In one task, with the
    // config's reading, they were the page's longest on a slow phone. Every stage is in this
    // chunk's reach already ("eager": no request of its own; a singleton is the one the federation
    // runtime chose), so the stages add no waiting, only the chance to handle input between them.
    for (const stage of STAGES) {
      await nextTask();
      await stage();
    }
    await nextTask();
    const { App } = await import(/* webpackMode: "eager" */ './app/App');
    await nextTask();
    const { startApp } = await import(/* webpackMode: "eager" */ './boot/startApp');
    startApp(rootElement, isPrerendered, App);
    // A release deployment's app-config names field data (or a preview): its code is fetched now, after the start.
    const release = raw as { fieldData?: object; preview?: object; previewRefused?: string };
    if (release.fieldData || release.preview || release.previewRefused) void import('./features/releaseChannel/releaseChannel').then((features) => features.startReleaseFeatures(raw));
  })
  .catch(async (error: unknown) => {
    console.error('Boot failed', error);
    const { showBootError } = await import(/* webpackMode: "eager" */ './boot/startApp');
    showBootError(rootElement, error);
    markBooted();
  });
