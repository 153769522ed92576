import { paths } from 'site-config';
import { CACHE_CONTROL, COMMON_HEADERS, contentSecurityPolicy, HSTS, REVALIDATED_FILES, type SiteOrigins } from './policy';
import { RENDERED_ON_REQUEST } from './routes';

export interface NginxSite {
  /** The site origin's server: `listen` and `server_name` values, and the folder of the live shell. */
  listen: string;
  serverName: string;
  shellRoot: string;
  /** The file served as /app-config.json (written by the deploy, never part of a build). */
  appConfigFile: string;
  /** One server per remote (its own origin, as the federation manifests expect). */
  remotes: { name: string; listen: string; serverName: string; root: string }[];
  /** The origins in app-config.json: the CSP names them. */
  origins: SiteOrigins;
  /** The site's own origin, allowed to fetch the remotes' files (CORS). */
  siteOrigin: string;
  /** Served over https: HSTS is sent. */
  https: boolean;
}

const quote = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/blog/:id` → `/blog/[^/]+`: the site's routes as one nginx regex. */
function routesRegex(): string {
  const patterns = Object.values(paths)
    .filter((path) => path !== '/')
    .map((path) => path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegex(segment))).join('/'));
  return `^(${patterns.join('|')})/?$`;
}

/** `/events/:id` → `^/events/([^/]+)/?$`: the parameter captured as $1. */
const renderedRegex = (path: string) => `^${path.split('/').map((segment) => (segment.startsWith(':') ? '([^/]+)' : escapeRegex(segment))).join('/')}/?$`;

/**
 * Pages a function renders on request (deploy/src/routes.ts): proxied to the function with the
 * route's parameter as `id`, its status kept (404 for an event no one has), the site's document
 * headers, and the client-rendered shell when the function cannot be reached. `proxy_pass` with a
 * variable needs nginx's `resolver` when the functions' host is a name, not an address.
 */
function renderedLocations(site: NginxSite): string {
  const indent = '        ';
  const csp = contentSecurityPolicy(site.origins);
  const functionsHost = new URL(site.origins.functions).host;
  return RENDERED_ON_REQUEST.map(({ path, functionName }) => {
    const lines = [
      `proxy_pass ${site.origins.functions.replace(/\/$/, '')}/${functionName}?id=$1;`,
      `proxy_set_header Host ${functionsHost};`,
      'proxy_ssl_server_name on;',
      'proxy_hide_header Cache-Control;',
      'proxy_hide_header Content-Security-Policy;',
      'proxy_intercept_errors off;',
      'error_page 502 503 504 = /_shell.html;',
      `add_header Cache-Control ${quote(CACHE_CONTROL.revalidate)} always;`,
      `add_header Content-Security-Policy ${quote(csp)} always;`,
      ...Object.entries(COMMON_HEADERS).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
      ...(site.https ? [`add_header Strict-Transport-Security ${quote(HSTS)} always;`] : []),
    ];
    return `    # ${path}: the ${functionName} function renders it with its own head (link previews).
    location ~ "${renderedRegex(path)}" {
${lines.map((line) => `${indent}${line}`).join('\n')}
    }`;
  }).join('\n');
}

function headerLines(https: boolean, extra: string[] = []): string {
  const indent = '        ';
  const lines = [
    'add_header Cache-Control $eo_cache_control always;',
    'add_header Content-Security-Policy $eo_csp always;',
    ...Object.entries(COMMON_HEADERS).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    ...(https ? [`add_header Strict-Transport-Security ${quote(HSTS)} always;`] : []),
    ...extra,
  ];
  return lines.map((line) => `${indent}${line}`).join('\n');
}

/**
 * An nginx config (an `http {}` include, e.g. /etc/nginx/conf.d/eo-site.conf) that serves the
 * shell and the remotes with deploy's rules: Cache-Control by file name, the CSP on documents,
 * each route's prerendered page or the shell, and a real 404 for anything else.
 */
export function renderNginxConfig(site: NginxSite): string {
  const revalidated = REVALIDATED_FILES.map(escapeRegex).join('|');
  const csp = contentSecurityPolicy(site.origins);
  const remoteServers = site.remotes.map(
    (remote) => `
# The ${remote.name} remote: its manifest, entry and chunks, fetched cross-origin by the site.
server {
    listen ${remote.listen};
    server_name ${remote.serverName};
    root ${remote.root};
    gzip_static on;
    location ~ /mf-stats\\.json { return 404; }
    location / {
        try_files $uri =404;
${headerLines(site.https, ['add_header Access-Control-Allow-Origin $eo_cors always;', 'add_header Vary "Origin, Accept-Encoding" always;'])}
    }
}`,
  );
  return `# Generated from deploy/src/policy.ts by \`pnpm deploy:nginx\`: change the policy, then regenerate.
# Include inside nginx's http {} block. Debian's nginx serves the builds' .gz copies (gzip_static);
# add a brotli module to serve their .br copies too.

map $uri $eo_cache_control {
    default ${quote(CACHE_CONTROL.short)};
    ~/$ ${quote(CACHE_CONTROL.revalidate)};
    ~\\.html$ ${quote(CACHE_CONTROL.revalidate)};
    "~/(${revalidated})$" ${quote(CACHE_CONTROL.revalidate)};
    "~\\.[0-9a-f]{10}\\.[a-z0-9]+$" ${quote(CACHE_CONTROL.immutable)};
}

map $uri $eo_csp {
    default "";
    ~/$ ${quote(csp)};
    ~\\.html$ ${quote(csp)};
}

map $http_origin $eo_cors {
    default "";
    ${quote(site.siteOrigin)} $http_origin;
}

# The site origin: the live shell release, its prerendered pages, app-config.json.
server {
    listen ${site.listen};
    server_name ${site.serverName};
    root ${site.shellRoot};
    charset utf-8;
    gzip_static on;
    etag on;
    error_page 404 /_not_found;

    location = /app-config.json {
        alias ${site.appConfigFile};
        default_type application/json;
${headerLines(site.https)}
    }
    location ~ /mf-stats\\.json { return 404; }
    # The shell's server build: run by \`pnpm prerender\`, never sent to browsers.
    location ^~ /ssr/ { return 404; }
    location = / {
        try_files /index.html =404;
${headerLines(site.https)}
    }
${renderedLocations(site)}
    # A route of the site: its prerendered page, else the client-rendered shell.
    location ~* "${routesRegex()}" {
        try_files $uri/index.html /_shell.html /index.html;
${headerLines(site.https)}
    }
    location / {
        try_files $uri =404;
${headerLines(site.https)}
    }
    # Anything else: the 404 page, with status 404.
    location = /_not_found {
        internal;
        try_files /404.html /_shell.html /index.html =404;
${headerLines(site.https)}
    }
}
${remoteServers.join('\n')}
`;
}
