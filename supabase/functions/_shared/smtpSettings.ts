/**
 * The SMTP server every function that sends email talks to, from the function's secrets: locally
 * the mail catcher the backend names (SMTP_HOST, SMTP_PORT), on a hosted project the provider's
 * (SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS; 465 is TLS; edge functions may not use ports 25 and
 * 587). Nodemailer transport options, without importing nodemailer (each function imports it through
 * its own deno.json).
 */
import { getEnv } from './env.ts';

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  ignoreTLS: boolean;
  name: string;
  auth?: { user: string; pass: string };
}

export function smtpSettings(): SmtpSettings {
  const host = getEnv('SMTP_HOST');
  if (!host) throw new Error('SMTP_HOST is not set');
  const port = Number(getEnv('SMTP_PORT') ?? 465);
  const user = getEnv('SMTP_USER');
  return {
    host,
    port,
    secure: port === 465,
    // Plain SMTP only to a catcher on this machine; anything else must offer TLS.
    ignoreTLS: host === '127.0.0.1' || host === 'localhost',
    // The name said in EHLO: without it nodemailer asks the OS for the host name, which Deno's
    // sandbox does not allow.
    name: getEnv('SMTP_HELO_NAME') ?? 'localhost',
    ...(user ? { auth: { user, pass: getEnv('SMTP_PASS') ?? '' } } : {}),
  };
}
