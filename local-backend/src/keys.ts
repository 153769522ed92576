/**
 * `local-backend/keys`: the local API keys without starting the backend, for build configs and
 * scripts that write app-config.json (importing the package root would load PGlite).
 */
export { localApiKeys } from './jwt';
