/**
 * Sends email over SMTP with `nodemailer`: every message as HTML plus a plain-text part made from
 * it by `html-to-text` (links kept as their addresses). Locally the SMTP server is the mail catcher
 * (`catcher.ts`); `[inbucket]` of config.toml names its port and the sender.
 */
import { convert } from 'html-to-text';
import nodemailer, { type Transporter } from 'nodemailer';

export interface SmtpSettings {
  host: string;
  port: number;
  /** The sender's address and name (`[inbucket] admin_email`, `sender_name`). */
  fromAddress: string;
  fromName: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  headers?: Record<string, string>;
}

/** The plain-text part of an HTML email. */
function plainText(html: string): string {
  return convert(html, { wordwrap: 100, selectors: [{ selector: 'a', options: { hideLinkHrefIfSameAsText: true } }] });
}

export class Mailer {
  private readonly transport: Transporter;

  constructor(readonly settings: SmtpSettings) {
    // The catcher speaks plain SMTP on 127.0.0.1: no TLS to negotiate.
    this.transport = nodemailer.createTransport({ host: settings.host, port: settings.port, secure: false, ignoreTLS: true });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({
      from: { name: this.settings.fromName, address: this.settings.fromAddress },
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: plainText(mail.html),
      ...(mail.headers ? { headers: mail.headers } : {}),
    });
  }

  close(): void {
    this.transport.close();
  }
}
