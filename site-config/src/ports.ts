/**
 * The host's own port and the local backend's (ARCHITECTURE.md, Running). Each remote's port is
 * its entry in the registry of parts (`parts.ts`).
 */
export const SHELL_PORT = 3000;
export const BACKEND_PORT = 54321;
