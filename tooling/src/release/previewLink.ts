import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Signed preview links (issue 45, item 5): the token the `app-config` function verifies
 * (supabase/functions/app-config/previewLink.ts, same format: base64url JSON, then base64url
 * HMAC-SHA-256 keyed with `release-preview:` + the key). The key is the environment's: a hosted
 * project's `RELEASE_PREVIEW_KEY` secret, given to this command in the same variable; locally a
 * random key kept in `releases/keys/<env>.preview-key` (git-ignored, mode 600), which
 * `pnpm release:serve` hands to its backend. It is never in the repository or a browser.
 */
const KEY_CONTEXT = 'release-preview:';

const keyFile = (releasesDir: string, env: string) => join(releasesDir, 'keys', `${env}.preview-key`);

/** The environment's preview key: `RELEASE_PREVIEW_KEY`, else the local one (made on first use). */
export function previewKey(releasesDir: string, env: string): string {
  if (process.env.RELEASE_PREVIEW_KEY) return process.env.RELEASE_PREVIEW_KEY;
  const file = keyFile(releasesDir, env);
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/** `?release-preview=<token>` for `part` `version` in `env`, valid until `expiresAt`. */
export function signPreviewToken(key: string, link: { env: string; part: string; version: string; expiresAt: Date }): string {
  const body = Buffer.from(JSON.stringify({ e: link.env, p: link.part, v: link.version, x: Math.floor(link.expiresAt.getTime() / 1000) })).toString('base64url');
  const signature = createHmac('sha256', `${KEY_CONTEXT}${key}`).update(body).digest('base64url');
  return `${body}.${signature}`;
}
