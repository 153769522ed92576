/**
 * GoTrue's emails: the templates of config.toml's `[auth.email.template.<kind>]` (a subject and an
 * HTML file, the same ones a hosted project is given), filled in with GoTrue's variables
 * (`{{ .SiteURL }}`, `{{ .TokenHash }}`, `{{ .ConfirmationURL }}`, `{{ .RedirectTo }}`, `{{ .Email }}`,
 * `{{ .NewEmail }}`, `{{ .Data }}` (the account's user metadata); not `{{ .Token }}`, the six-digit
 * code this backend does not issue), with the `if`/`else`/`eq` of Go's templates (goTemplate.ts), and sent
 * through the Mailer. An hourly allowance for the whole project (GoTrue's `RATE_LIMIT_EMAIL_SENT`)
 * is spent by each email really sent, as GoTrue's `sendEmail` spends it, never by a request that
 * sends nothing; which allowance applies is rateLimits.ts's `emailsPerHour`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ProjectConfig } from '../projectConfig';
import { REPO_ROOT } from '../paths';
import type { Mailer } from '../mail/mailer';
import { AuthError } from './errors';
import { type ParsedTemplate, parseGoTemplate, renderGoTemplate } from './goTemplate';

export type AuthMailKind = 'confirmation' | 'invite' | 'recovery' | 'magic_link' | 'email_change';

interface Template {
  subject: ParsedTemplate;
  html: ParsedTemplate;
}

const FALLBACK_SUBJECTS: Record<AuthMailKind, string> = {
  confirmation: 'Confirm Your Signup',
  invite: 'You have been invited',
  recovery: 'Reset Your Password',
  magic_link: 'Your Magic Link',
  email_change: 'Confirm Email Change',
};

function readTemplates(config: ProjectConfig): Record<AuthMailKind, Template> {
  const kinds = Object.keys(FALLBACK_SUBJECTS) as AuthMailKind[];
  return Object.fromEntries(
    kinds.map((kind) => {
      const entry = config.auth?.email?.template?.[kind];
      const subject = typeof entry?.subject === 'string' ? entry.subject : FALLBACK_SUBJECTS[kind];
      const contentPath = typeof entry?.content_path === 'string' ? entry.content_path : undefined;
      const html = contentPath
        ? fs.readFileSync(path.resolve(REPO_ROOT, contentPath), 'utf8')
        : `<h2>${FALLBACK_SUBJECTS[kind]}</h2><p><a href="{{ .ConfirmationURL }}">Follow this link</a></p>`;
      // GoTrue's six-digit code: this backend emails links only, so a template that shows the code
      // fails here, loudly, rather than mailing "{{ .Token }}".
      if (/\{\{\s*\.Token\s*\}\}/.test(html)) {
        throw new Error(`[auth.email.template.${kind}] uses {{ .Token }} (a one-time code), which the local backend does not issue: link to a page with {{ .TokenHash }}`);
      }
      return [kind, { subject: parseGoTemplate(subject), html: parseGoTemplate(html) }];
    }),
  ) as Record<AuthMailKind, Template>;
}

const HOUR_MS = 60 * 60 * 1000;

/** How GoTrue names each email in its "Error sending … email". */
const SENDING_NAMES: Record<AuthMailKind, string> = { confirmation: 'confirmation', invite: 'invite', recovery: 'recovery', magic_link: 'magic link', email_change: 'email change' };

/** GoTrue's 500 for an email of `kind` that could not be sent (the mail server, or the database refusing its token). */
export function sendingFailed(kind: AuthMailKind): AuthError {
  return new AuthError(500, 'unexpected_failure', `Error sending ${SENDING_NAMES[kind]} email`);
}

export class AuthMail {
  private readonly templates: Record<AuthMailKind, Template>;
  private sentAt: number[] = [];

  constructor(
    private readonly mailer: Mailer | undefined,
    config: ProjectConfig,
    /** Emails per hour for the whole project (rateLimits.ts `emailsPerHour`). */
    private readonly perHour: () => number,
  ) {
    this.templates = readTemplates(config);
  }

  /** Takes one email of the hour's allowance, or refuses with GoTrue's 429. */
  private takeAllowance(now = Date.now()): void {
    this.sentAt = this.sentAt.filter((at) => now - at < HOUR_MS);
    if (this.sentAt.length >= this.perHour()) {
      const retry = Math.max(1, Math.ceil((this.sentAt[0]! + HOUR_MS - now) / 1000));
      throw new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded', undefined, retry);
    }
    this.sentAt.push(now);
  }

  /**
   * Sends one email, taking it from the hour's allowance first (429 past it); a failure is GoTrue's
   * 500 ("Error sending confirmation email"...). `Email` is the recipient unless given (an email
   * change's mails name the current address as `Email` and the new one as `NewEmail`, as GoTrue's).
   */
  async send(
    kind: AuthMailKind,
    to: string,
    values: { ConfirmationURL: string; SiteURL: string; TokenHash: string; RedirectTo: string; Email?: string; NewEmail?: string },
    /** The account's user metadata, GoTrue's `{{ .Data }}`. */
    data: Record<string, unknown> | null = null,
  ): Promise<void> {
    const failed = () => sendingFailed(kind);
    if (!this.mailer) throw failed();
    this.takeAllowance();
    const template = this.templates[kind];
    const filled: Record<string, unknown> = {
      ...Object.fromEntries(Object.entries({ ...values, Email: values.Email ?? to }).filter((entry) => entry[1] !== undefined)),
      Data: data ?? {},
    };
    try {
      await this.mailer.send({ to, subject: renderGoTemplate(template.subject, filled), html: renderGoTemplate(template.html, filled) });
    } catch (error) {
      console.error(`[local-backend] could not send the ${kind} email:`, error instanceof Error ? error.message : error);
      throw failed();
    }
  }
}
