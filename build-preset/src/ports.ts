import { BACKEND_PORT, REMOTE_NAMES, REMOTES, SHELL_PORT, type RemoteName } from 'site-config';

/** Local ports of every part, from the registry of parts (`site-config/src/parts.ts`). */
export { REMOTE_NAMES, type RemoteName };

export const REMOTE_PACKAGE = Object.fromEntries(REMOTE_NAMES.map((name) => [name, REMOTES[name].package])) as Record<RemoteName, string>;

export interface PortSet {
  shell: number;
  remotes: Record<RemoteName, number>;
  backend: number;
  /** The local mail catcher: its SMTP server (the backend sends every email there) and inbox page. */
  mail: { smtp: number; inbox: number };
}

/**
 * The ports of `pnpm start` and `pnpm dev` (and of every dev server's config): the registry's, or a
 * block from `LOCAL_PORT_BASE` when set, so `pnpm smoke:dev` runs the dev servers beside a running
 * `pnpm dev` without touching it.
 */
export const LOCAL_PORTS: PortSet = process.env.LOCAL_PORT_BASE
  ? portBlock(Number(process.env.LOCAL_PORT_BASE))
  : {
      shell: SHELL_PORT,
      remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, REMOTES[name].port])) as Record<RemoteName, number>,
      backend: BACKEND_PORT,
      // supabase/config.toml's [inbucket] smtp_port and port (the Supabase CLI's inbucket ports).
      mail: { smtp: 54325, inbox: 54324 },
    };

/**
 * A block of 30 ports from `base`: the shell at base, remote i at base+1+i, the backend at base+21,
 * the mail catcher's SMTP at base+23 and its inbox at base+24.
 * The e2e suite, `pnpm size` and the benchmarks each take their own block, apart from LOCAL_PORTS,
 * so a running `pnpm start` is untouched.
 */
export function portBlock(base: number): PortSet {
  return {
    shell: base,
    remotes: Object.fromEntries(REMOTE_NAMES.map((name, i) => [name, base + 1 + i])) as Record<RemoteName, number>,
    backend: base + 21,
    mail: { smtp: base + 23, inbox: base + 24 },
  };
}

/** The stand-in OpenID provider of `pnpm start` and `pnpm dev` (a block's is base+25, `oidcProviderPort`). */
export const LOCAL_OIDC_PROVIDER_PORT = process.env.LOCAL_PORT_BASE ? Number(process.env.LOCAL_PORT_BASE) + 25 : 54327;

/** Where a block's stand-in OpenID provider listens (base+23 and +24 are the mail catcher's). */
export function oidcProviderPort(base: number): number {
  return base + 25;
}

/** `E2E_PORT_BASE` moves the e2e block (base .. base+29) so two suites can run at once. */
export const TEST_PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4300);
export const TEST_PORTS: PortSet = portBlock(TEST_PORT_BASE);
