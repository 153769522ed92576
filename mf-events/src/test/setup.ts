import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// This project's files run one after another in a worker, sharing one jsdom (`isolate: false`):
// testing-library registers its own cleanup once per module load, so it is registered here, per
// file; and the next file starts from the page a fresh jsdom would give it (address, storage).
afterEach(() => cleanup());
afterAll(() => {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
});
