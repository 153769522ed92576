/**
 * The worker's SMTP connection (nodemailer; Deno imports it through deno.json, as `newsletter`
 * does): locally the mail catcher the backend names (SMTP_HOST, SMTP_PORT), on a hosted project the
 * SMTP server set as secrets (SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS; 465 is TLS; edge
 * functions may not use ports 25 and 587). One pooled connection per run, reused for every message.
 */
import nodemailer from 'nodemailer';
import { getEnv } from '../_shared/env.ts';
import { smtpSettings } from '../_shared/smtpSettings.ts';
import type { RenderedEmail } from './kinds/types.ts';

export interface Sender {
  name: string;
  address: string;
}

/** SMTP_SENDER, "Name <address>" or a bare address. */
export function readSender(): Sender {
  const value = getEnv('SMTP_SENDER') ?? 'EO Asia Pacific <no-reply@eo-apac.test>';
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(value);
  return match ? { name: match[1]!.replace(/^"|"$/g, '') || 'EO Asia Pacific', address: match[2]! } : { name: 'EO Asia Pacific', address: value.trim() };
}

/**
 * The Message-ID of a row's email, from its dedupe key (stable across attempts and workers): an
 * email sent again after a worker died between the SMTP server's answer and the row's update has
 * the same Message-ID as the first, so mail servers and apps that keep Message-IDs see one email.
 */
export async function messageIdFor(dedupeKey: string, sender: Sender): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(dedupeKey)));
  const hex = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
  const domain = sender.address.split('@')[1] || 'eo-apac.test';
  return `<outbox.${hex.slice(0, 40)}@${domain}>`;
}

/** A failure the SMTP server called permanent (5xx): retrying sends the same refusal. */
export function isPermanentSmtpError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export interface Outgoing extends RenderedEmail {
  to: string;
  messageId: string;
}

export interface SmtpConnection {
  send(mail: Outgoing): Promise<void>;
  close(): void;
}

export function openSmtp(sender: Sender): SmtpConnection {
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: 1,
    maxMessages: Infinity,
    ...smtpSettings(),
  });
  const from = { name: sender.name, address: sender.address };
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        // An address object: nodemailer encodes the name and refuses line breaks in either part.
        ...(mail.replyTo ? { replyTo: { name: mail.replyTo.name ?? '', address: mail.replyTo.address } } : {}),
        headers: {
          ...mail.headers,
          ...(mail.unsubscribe ? { 'List-Unsubscribe': `<${mail.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
        },
        ...(mail.images?.length ? { attachments: mail.images.map((image) => ({ cid: image.cid, filename: image.filename, contentType: image.contentType, content: image.base64, encoding: 'base64' })) } : {}),
        ...(mail.icalEvent ? { icalEvent: { method: mail.icalEvent.method, content: mail.icalEvent.content, filename: mail.icalEvent.filename ?? 'invite.ics' } } : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}
