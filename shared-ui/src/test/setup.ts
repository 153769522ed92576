import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// The setup of every UI package's vitest project (`setupFiles: ['shared-ui/test-setup']`). Their
// files run one after another in a worker, sharing one jsdom and the packages Node loaded once
// (`isolate: false`): a fresh module graph and jsdom per file was half to two thirds of these
// projects' CPU. So that a file still starts as an isolated one would:
// - the workspace's own modules are loaded afresh for it (their stores and caches);
vi.resetModules();
// - testing-library's cleanup, which registers itself once per module load, is registered per file;
afterEach(() => cleanup());
// - and the next file gets the address and storage a fresh jsdom has.
afterAll(() => {
  // A file of these projects in the node environment has no page.
  if (typeof window === 'undefined') return;
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
});
