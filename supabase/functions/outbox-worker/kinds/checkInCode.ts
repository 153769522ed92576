/**
 * The check-in code of a member going to an event (issue 36.6), in their confirmation email: the
 * same signed code the event page shows ("Show my check-in code",
 * supabase/migrations/20261128300000_registration_approval_and_check_in.sql), drawn as a QR code
 * with the same library, sent as an inline image (Content-ID) so mail apps show it without
 * loading anything, and written out in the text part.
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
