/**
 * The check-in code of a member going to an event (issue 36.6), in their confirmation email: the
 * same signed code the event page shows ("Show my check-in code",
 * supabase/migrations/20261128300000_registration_approval_and_check_in.sql), drawn as a QR code
 * with the same library, sent as an inline image (Content-ID) so mail apps show it without
 * loading anything. The text part gives a short reference instead of the code's 100 characters
 * (issue 43, item 7): staff type it into the check-in view's search (public.check_in_by_reference,
 * 20261130200600_check_in_reference.sql, which works it out the same way from the same code).
 */
import QRCode from 'qrcode';
import type { EmailImage } from './types.ts';

const CHECK_IN_CODE_CID = 'check-in-code@eo-apac';

/** The code's QR image, or nothing when the payload carries no code (not going). */
export async function checkInCodeImage(code: string | null | undefined): Promise<EmailImage | undefined> {
  if (!code) return undefined;
  const dataUrl = await QRCode.toDataURL(code, { type: 'image/png', errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { cid: CHECK_IN_CODE_CID, filename: 'check-in-code.png', contentType: 'image/png', base64: dataUrl.slice(dataUrl.indexOf(',') + 1), alt: 'Your check-in code (QR)' };
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The short check-in reference of a code ('EO1.<event>.<member>.<signature>'): the signature's
 * first 40 bits in Crockford base32, as "XXXX-XXXX" (no I, L, O or U to misread). Null for a
 * string that is not a code of ours.
 */
export function checkInReference(code: string): string | null {
  const signature = /^EO1\.[0-9a-f-]{36}\.[0-9a-f-]{36}\.([0-9a-f]{32})$/.exec(code.trim())?.[1];
  if (!signature) return null;
  let bits = BigInt(`0x${signature.slice(0, 10)}`);
  let text = '';
  for (let i = 0; i < 8; i += 1) {
    text = CROCKFORD[Number(bits & 31n)] + text;
    bits >>= 5n;
  }
  return `${text.slice(0, 4)}-${text.slice(4)}`;
}
