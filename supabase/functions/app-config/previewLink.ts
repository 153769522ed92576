/**
 * Preview links (issue 45): `<site>/?release-preview=<token>` makes one browser load a candidate
 * release of one remote. The token is `{ e: env, p: part, v: version, x: expiry (Unix seconds) }`,
 * signed with HMAC-SHA-256 by the environment's key, `RELEASE_PREVIEW_KEY` (else the service role
 * key): the release tooling signs it (`pnpm release:preview`, tooling/src/release/previewLink.ts,
 * same format), this function verifies it. The key never reaches a browser.
 */
import { signedTokens } from '../_shared/signedToken.ts';

export interface PreviewLink {
  e: string;
  p: string;
  v: string;
  x: number;
}

const PREVIEW_KEY_CONTEXT = 'release-preview:';

const isPreviewLink = (value: unknown): value is PreviewLink => {
  const link = value as Partial<PreviewLink> | null;
  return !!link && typeof link.e === 'string' && typeof link.p === 'string' && typeof link.v === 'string' && typeof link.x === 'number';
};

const previewTokens = signedTokens({ secretVariable: 'RELEASE_PREVIEW_KEY', context: PREVIEW_KEY_CONTEXT, maxLength: 600, accept: isPreviewLink });

export type PreviewCheck = { link: PreviewLink; refused?: undefined } | { link?: undefined; refused: 'invalid' | 'expired' };

/** A link this environment signed and that has not expired, or why not. */
export async function checkPreviewLink(token: string, env: string, nowSeconds = Date.now() / 1000): Promise<PreviewCheck> {
  const link = await previewTokens.read(token);
  if (!link || link.e !== env) return { refused: 'invalid' };
  if (link.x <= nowSeconds) return { refused: 'expired' };
  return { link };
}
