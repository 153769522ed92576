/** The server (Node) build of a part, beside its browser build: `dist/ssr/` (SERVER_DIR). */
export const SERVER_DIR = 'ssr';

/**
 * Where a remote's server build says its files (images) are: a placeholder path, not a URL, that
 * `pnpm prerender` replaces in the HTML with the remote's deployed browser folder, so the server's
 * `<img src>` is the browser's exactly. Not being absolute, it also leaves the server container's
 * chunks to be fetched relative to its own remoteEntry.js (`@module-federation/node` falls back to
 * that when the public path is no URL), wherever the release is deployed.
 */
export const serverAssetPrefix = (remote: string) => `/__remote_assets__/${remote}/`;

