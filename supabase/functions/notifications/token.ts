/**
 * The one-click unsubscribe links of notification emails: `<payload>.<signature>`, both base64url,
 * the signature an HMAC-SHA-256 (Web Crypto, so it runs unchanged on Deno and Node) of the payload
 * with NOTIFICATIONS_SIGNING_SECRET, else the service role key (a secret only the server holds).
 * A link names one member and one kind of email, so it switches off only that, for only them; it
 * carries no address, and it cannot be turned into another member's or another kind's link.
 */
import { signedTokens } from '../_shared/signedToken.ts';

/** The kinds a member may switch off (public.unsubscribe_notification refuses the others). */
const UNSUBSCRIBABLE_KINDS = ['reminder_24h', 'reminder_1h', 'organiser_message', 'approval_requested'] as const;
export type UnsubscribableKind = (typeof UNSUBSCRIBABLE_KINDS)[number];

export interface UnsubscribeLink {
  /** The member (auth user id). */
  u: string;
  k: UnsubscribableKind;
}

export function isUnsubscribableKind(kind: unknown): kind is UnsubscribableKind {
  return typeof kind === 'string' && (UNSUBSCRIBABLE_KINDS as readonly string[]).includes(kind);
}

const tokens = signedTokens<UnsubscribeLink>({
  secretVariable: 'NOTIFICATIONS_SIGNING_SECRET',
  context: 'notifications:',
  maxLength: 1000,
  accept: (payload): payload is UnsubscribeLink => {
    const link = payload as Partial<UnsubscribeLink> | null;
    return typeof link?.u === 'string' && /^[0-9a-f-]{36}$/i.test(link.u) && isUnsubscribableKind(link.k);
  },
});

export function signUnsubscribeLink(link: UnsubscribeLink): Promise<string> {
  return tokens.sign({ u: link.u, k: link.k });
}

/** The link this function signed, or null for anything else. */
export async function readUnsubscribeLink(token: unknown): Promise<UnsubscribeLink | null> {
  const link = await tokens.read(token);
  return link ? { u: link.u, k: link.k } : null;
}

/**
 * The one-click address of one member's and kind's link: `<SUPABASE_URL>/functions/v1/notifications?token=…`
 * (the List-Unsubscribe header's; a mail client POSTs `List-Unsubscribe=One-Click` to it, RFC 8058).
 */
export async function unsubscribeUrl(supabaseUrl: string, link: UnsubscribeLink): Promise<string> {
  const url = new URL(`${supabaseUrl.replace(/\/$/, '')}/functions/v1/notifications`);
  url.searchParams.set('token', await signUnsubscribeLink(link));
  return url.toString();
}
