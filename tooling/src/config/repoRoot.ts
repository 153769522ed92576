/** Absolute path of the workspace root (defined once, in local-backend's settings). */
export { REPO_ROOT } from 'local-backend/paths';
