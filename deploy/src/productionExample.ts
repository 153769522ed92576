import type { NginxSite } from './nginx';

/**
 * The example production host written to deploy/nginx/eo-site.conf: the site on its own origin,
 * each remote on a subdomain, the backend on hosted Supabase. A host copies the file and changes
 * the names, folders and origins (or calls renderNginxConfig with its own).
 */
export const PRODUCTION_EXAMPLE: NginxSite = {
  listen: '443 ssl',
  serverName: 'www.eoasiapacific.org',
  shellRoot: '/srv/eo/releases/shell/current',
  appConfigFile: '/srv/eo/app-config.json',
  siteOrigin: 'https://www.eoasiapacific.org',
  https: true,
  remotes: (['marketing', 'events', 'admin', 'imagegen'] as const).map((name) => ({
    name,
    listen: '443 ssl',
    serverName: `${name}.cdn.eoasiapacific.org`,
    root: `/srv/eo/releases/${name}`,
  })),
  origins: {
    remotes: ['marketing', 'events', 'admin', 'imagegen'].map((name) => `https://${name}.cdn.eoasiapacific.org/`),
    backend: 'https://your-project.supabase.co',
    functions: 'https://your-project.supabase.co/functions/v1',
  },
};
