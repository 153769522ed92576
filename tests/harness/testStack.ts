import { TEST_PORT_BASE, TEST_PORTS } from 'build-preset/ports';

/** Where the suite's stack runs (started once by globalSetup; see playwright.config.ts). */
export const SHELL_URL = `http://127.0.0.1:${TEST_PORTS.shell}`;
export const BACKEND_URL = `http://127.0.0.1:${TEST_PORTS.backend}`;
export const remoteUrl = (name: keyof typeof TEST_PORTS.remotes): string => `http://127.0.0.1:${TEST_PORTS.remotes[name]}`;

/** Extra origins allowed by the stack, for tests that start a second shell (outage, moved remote). */
export const EXTRA_SHELL_PORTS = [TEST_PORT_BASE + 10, TEST_PORT_BASE + 20];
/** Free ports in the block for a test's own remote servers. */
export const SPARE_PORTS = [TEST_PORT_BASE + 12, TEST_PORT_BASE + 22];
export const EXTRA_SHELL_ORIGINS = EXTRA_SHELL_PORTS.flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]);
