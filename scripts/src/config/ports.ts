/** Local ports of every part (ARCHITECTURE.md). Tests use their own set so they never clash with `pnpm start`. */
export const REMOTE_NAMES = ['marketing', 'events', 'admin', 'imagegen'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const REMOTE_PACKAGE: Record<RemoteName, string> = {
  marketing: 'mf-marketing',
  events: 'mf-events',
  admin: 'mf-admin',
  imagegen: 'mf-imagegen',
};

export interface PortSet {
  shell: number;
  remotes: Record<RemoteName, number>;
  backend: number;
}

export const LOCAL_PORTS: PortSet = {
  shell: 3000,
  remotes: { marketing: 3001, events: 3002, admin: 3003, imagegen: 3004 },
  backend: 54321,
};

/**
 * Ports of the end-to-end test stack: apart from LOCAL_PORTS so a running `pnpm start` is
 * untouched. `E2E_PORT_BASE` moves the whole block (base .. base+29) so two suites can run at once.
 */
export const TEST_PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4300);
export const TEST_PORTS: PortSet = {
  shell: TEST_PORT_BASE,
  remotes: { marketing: TEST_PORT_BASE + 1, events: TEST_PORT_BASE + 2, admin: TEST_PORT_BASE + 3, imagegen: TEST_PORT_BASE + 4 },
  backend: TEST_PORT_BASE + 21,
};
