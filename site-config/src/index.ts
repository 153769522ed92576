// Public surface of site-config: the site's layout as pure data (no React, no imports of ours), so
// the build tooling (build-preset, tooling, lint, vitest) can read it as well as the shell and the remotes.
export { REMOTES, REMOTE_NAMES, MODULE_PAGES, federationExposes, type RemoteName, type ExposedModule, type RemoteModuleId } from './parts';
export { SHELL_PORT, BACKEND_PORT } from './ports';
export { paths, blogPostPath, eventPath, newsletterIssuePath, type PathName } from './paths';
