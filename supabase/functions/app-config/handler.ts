/**
 * `app-config`: the shell's `/app-config.json`, generated from this environment's release registry
 * (`private.release_registry`, issue 45; verify_jwt = false: the site's host answers
 * `/app-config.json` with it, and browsers send no Authorization).
 *
 * GET answers the config the shell boots from: the backend's URL and anon key, each remote's live
 * release (`remotes`) and the release before it (`fallbackRemotes`), a remote's canary and its share
 * of visitors (`canaries`), the shell's live release (`releases.shell`, for field data) and where
 * field data goes and how much of it (`fieldData`). With `?preview=<token>` (a signed preview link,
 * previewLink.ts) that browser gets the named candidate in place of the live release, `preview`
 * saying which; a link changed or expired gets the live config and `previewRefused` saying why.
 * 503 while no registry with the site's layout has been written (`pnpm release:serve`, or the
 * deployer, docs/releases.md): the host then serves its last known good copy.
 */
import { withCors } from '../_shared/cors.ts';
import { getEnv } from '../_shared/env.ts';
import { errorResponse, jsonResponse } from '../_shared/respond.ts';
import { checkPreviewLink } from './previewLink.ts';

/** What this function reads of the registry document (tooling/src/release/registry.ts writes it). */
interface RegistryDocument {
  env: string;
  revision?: number;
  stack?: Record<string, string[]>;
  canary?: Record<string, { version: string; percent: number }>;
  settings?: { sampleRate?: number };
  site?: { siteUrl: string; supabaseUrl: string; supabaseAnonKey: string; functionsUrl: string; origins: Record<string, string> };
}

const manifestUrl = (origin: string, version: string) => `${origin.replace(/\/$/, '')}/${version}/mf-manifest.json`;

async function readRegistry(): Promise<RegistryDocument | null> {
  const url = getEnv('SUPABASE_URL')?.replace(/\/$/, '');
  const serviceKey = getEnv('SUPABASE_SERVICE_ROLE_KEY');
  if (!url || !serviceKey) throw new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are not set');
  const response = await fetch(`${url}/rest/v1/rpc/release_registry_read`, {
    method: 'POST',
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) throw new Error(`release_registry_read answered HTTP ${response.status}: ${await response.text()}`);
  const answer = (await response.json()) as { document: RegistryDocument } | null;
  return answer?.document ?? null;
}

async function appConfigFrom(registry: RegistryDocument, previewToken: string | null): Promise<Record<string, unknown>> {
  const site = registry.site!;
  const remotes: Record<string, string> = {};
  const fallbackRemotes: Record<string, string> = {};
  const canaries: Record<string, { entry: string; percent: number }> = {};
  for (const [name, origin] of Object.entries(site.origins)) {
    const stack = registry.stack?.[name] ?? [];
    const live = stack.at(-1);
    const previous = stack.at(-2);
    if (live) remotes[name] = manifestUrl(origin, live);
    if (previous) fallbackRemotes[name] = manifestUrl(origin, previous);
    const canary = registry.canary?.[name];
    if (canary && live) canaries[name] = { entry: manifestUrl(origin, canary.version), percent: canary.percent };
  }
  const config: Record<string, unknown> = {
    siteUrl: site.siteUrl,
    supabaseUrl: site.supabaseUrl,
    supabaseAnonKey: site.supabaseAnonKey,
    functionsUrl: site.functionsUrl,
    remotes,
    ...(Object.keys(fallbackRemotes).length > 0 ? { fallbackRemotes } : {}),
    ...(Object.keys(canaries).length > 0 ? { canaries } : {}),
    releases: { shell: registry.stack?.shell?.at(-1) ?? 'unknown' },
    fieldData: { url: `${site.functionsUrl.replace(/\/$/, '')}/field-reports`, sampleRate: registry.settings?.sampleRate ?? 1 },
  };
  if (previewToken === null) return config;
  const check = await checkPreviewLink(previewToken, registry.env);
  const origin = check.link ? site.origins[check.link.p] : undefined;
  if (!check.link || !origin || !remotes[check.link.p]) return { ...config, previewRefused: check.refused ?? 'invalid' };
  const { p: part, v: version, x: expiry } = check.link;
  // The candidate for this browser; the live release is its fallback, and no canary applies.
  delete canaries[part];
  return {
    ...config,
    remotes: { ...remotes, [part]: manifestUrl(origin, version) },
    fallbackRemotes: { ...fallbackRemotes, [part]: remotes[part] },
    ...(Object.keys(canaries).length > 0 ? { canaries } : { canaries: undefined }),
    preview: { part, version, expiresAt: new Date(expiry * 1000).toISOString() },
  };
}

async function handle(request: Request): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return errorResponse(405, 'Use GET.', { Allow: 'GET' });
  const registry = await readRegistry();
  if (!registry?.site) return errorResponse(503, 'No release registry with the site layout has been written for this environment yet.', { 'Cache-Control': 'no-store' });
  const previewToken = new URL(request.url).searchParams.get('preview');
  const config = await appConfigFrom(registry, previewToken);
  // A preview is one browser's: never kept by a shared cache.
  return jsonResponse(config, 200, { 'Cache-Control': previewToken === null ? 'no-cache' : 'private, no-store' });
}

export default withCors(async (request) => {
  try {
    return await handle(request);
  } catch (error) {
    console.error('app-config failed:', error);
    return errorResponse(503, "The site's configuration cannot be read right now.", { 'Cache-Control': 'no-store' });
  }
});
