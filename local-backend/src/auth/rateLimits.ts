/**
 * GoTrue's rate limits as the Supabase CLI configures them (`supabase/config.toml`
 * `[auth.rate_limit]`: sign-ins and sign-ups, token refreshes and verifications, each per
 * 5 minutes per IP address), plus limits on wrong passwords that slow a guesser without locking
 * the account's owner out:
 *
 * - **Per account and address**: after 10 wrong passwords for one account from one address in
 *   5 minutes, that address gets 429 (with Retry-After) for that account, even with the right
 *   password. The same account from any other address is unaffected, so nobody can lock the owner
 *   out by guessing from their own machine.
 * - **Per account across addresses**: after 100 wrong passwords for one account from all
 *   addresses together in 5 minutes, an address that has never signed in to that account (while
 *   this backend runs) gets 429 for it before the password is checked; addresses the account has
 *   signed in from still sign in. This bounds a guess spread over many addresses to 100 per
 *   5 minutes. Its cost: the owner at a new address waits until such an attack stops. (Delaying
 *   only the wrong-password answers would not slow a guesser, who can stop waiting after a few
 *   milliseconds and count a late answer as wrong.)
 *
 * - **Sign-up emails per address** (issue 55 finding 5; the local backend's own, a hosted GoTrue has
 *   none): `[auth.rate_limit] sign_up_emails` an hour from one address, counting every request that
 *   may email a new account (a sign-up, a confirmation sent again, a sign-in link that may make an
 *   account), whether or not its email address has an account, so the answer past the budget
 *   tells nobody who has one. Below the project's `email_sent`, so one address flooding sign-ups
 *   leaves the hour's emails for members' resets, sign-in links and invitations. GoTrue's own
 *   per-address limit on sign-ups (`sign_in_sign_ups`, 30 per 5 minutes) lets one address send
 *   360 an hour.
 *
 * The address is the socket's (`clientAddress`, http/clientAddress.ts); forwarded headers are not
 * trusted. Routes only call `enforce`, `checkPassword` and `signUpEmail`; every decision is made here.
 */
import { readLimits, type ProjectConfig } from '../projectConfig';
import { AUTH } from '../settings';
import { AuthError, authErrors } from './errors';

export type RateLimitName = 'sign_in_sign_ups' | 'token_refresh' | 'token_verifications';
/**
 * The per-address limits, `email_sent` (emails per hour for the whole project, auth/mail.ts) and
 * `sign_up_emails` (requests that may email a new account, per address and hour).
 */
export type AuthRateLimits = Record<RateLimitName | 'email_sent' | 'sign_up_emails', number>;

/** The Supabase CLI's defaults (and config.toml's `sign_up_emails`, not one of the CLI's), used for what config.toml leaves out. */
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = { sign_in_sign_ups: 30, token_refresh: 150, token_verifications: 30, email_sent: 2, sign_up_emails: 10 };

/**
 * Counts one request from an address that may email a new account: the 429 to answer when the
 * address has spent its hour's `sign_up_emails`, else undefined. Given to the flows by the routes,
 * which know the address; a flow calls it only once the request is valid and may send.
 */
export type SignUpEmailAllowance = () => AuthError | undefined;

/** GoTrue's own `RATE_LIMIT_EMAIL_SENT` default (emails per hour), what it counts when nothing sets it. */
const GOTRUE_DEFAULT_EMAILS_PER_HOUR = 30;

/** `[auth.rate_limit]` of config.toml, over the CLI's defaults, under explicit overrides. */
export function readAuthRateLimits(config: ProjectConfig, overrides: Partial<AuthRateLimits> = {}): AuthRateLimits {
  return readLimits(DEFAULT_AUTH_RATE_LIMITS, config.auth?.rate_limit, overrides);
}

/**
 * The project-wide emails per hour, as `supabase start` sets GoTrue's: `[auth.rate_limit]
 * email_sent` only with the project's own mail server (`[auth.email.smtp] enabled`); with the local
 * inbox the CLI passes no limit and GoTrue counts its own default. An explicit override (a test run's
 * own, a command-line flag) wins either way.
 */
export function emailsPerHour(limits: AuthRateLimits, { smtpEnabled, overridden }: { smtpEnabled: boolean; overridden: boolean }): number {
  return smtpEnabled || overridden ? limits.email_sent : GOTRUE_DEFAULT_EMAILS_PER_HOUR;
}

/** Counts events per key over a sliding window. */
class SlidingWindow {
  private readonly hits = new Map<string, number[]>();
  private lastSweep = Date.now();

  constructor(private readonly windowMs: number) {}

  /** Forgets keys with no event in the window, at most once per window, so memory stays bounded. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, times] of this.hits) {
      if (now - (times[times.length - 1] ?? 0) >= this.windowMs) this.hits.delete(key);
    }
  }

  private recent(key: string, now: number): number[] {
    const kept = (this.hits.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (kept.length === 0) this.hits.delete(key);
    else this.hits.set(key, kept);
    return kept;
  }

  /** Seconds until another event is allowed, or 0 when `limit` is not yet reached. */
  retryAfter(key: string, limit: number, now = Date.now()): number {
    const recent = this.recent(key, now);
    if (recent.length < limit) return 0;
    return Math.max(1, Math.ceil((recent[recent.length - limit]! + this.windowMs - now) / 1000));
  }

  record(key: string, now = Date.now()): void {
    this.sweep(now);
    this.hits.set(key, [...this.recent(key, now), now]);
  }
}

const HOUR_MS = 60 * 60 * 1000;

/** Wrong passwords for one account from all addresses in the window before new addresses are refused. */
const ACCOUNT_WIDE_FAILED_PASSWORDS = 100;

const accountKey = (email: string) => email.trim().toLowerCase();
const accountAddressKey = (email: string, ip: string) => JSON.stringify([accountKey(email), ip]);

export class AuthRateLimiter {
  private readonly perIp = new SlidingWindow(AUTH.rateLimitWindowMs);
  /** Wrong passwords per account and address. */
  private readonly failedFromAddress = new SlidingWindow(AUTH.rateLimitWindowMs);
  /** Wrong passwords per account, from all addresses. */
  private readonly failedForAccount = new SlidingWindow(AUTH.rateLimitWindowMs);
  /** Addresses each account has signed in from with its password; only a right password adds one. */
  private readonly knownAddresses = new Map<string, Set<string>>();
  /** Requests that may email a new account, per address. */
  private readonly signUpEmails = new SlidingWindow(HOUR_MS);

  constructor(readonly limits: AuthRateLimits) {}

  /** Counts one request of `name` from `ip`; the seconds to wait when over the limit, else 0. */
  take(name: RateLimitName, ip: string): number {
    const key = `${name}:${ip}`;
    const wait = this.perIp.retryAfter(key, this.limits[name]);
    if (wait === 0) this.perIp.record(key);
    return wait;
  }

  /** Counts one request of `name` from `ip`, refused with GoTrue's 429 (and Retry-After) when over the limit. */
  enforce(name: RateLimitName, ip: string): void {
    const wait = this.take(name, ip);
    if (wait > 0) throw authErrors.rateLimited(wait);
  }

  /** A request from `ip` that may email a new account (`SignUpEmailAllowance`): counted, or refused past the hour's budget. */
  signUpEmail(ip: string): AuthError | undefined {
    const wait = this.signUpEmails.retryAfter(ip, this.limits.sign_up_emails);
    if (wait > 0) return authErrors.tooManySignUps(wait);
    this.signUpEmails.record(ip);
    return undefined;
  }

  /**
   * Runs a password sign-in for the account `email` (the request body's field, any type) from
   * `ip` under the lock-out rules: refused (429) before the password is checked while locked out;
   * a wrong password is counted; a right one makes `ip` an address the account signs in from.
   */
  async checkPassword<T>(email: unknown, ip: string, signIn: () => Promise<T>): Promise<T> {
    const account = typeof email === 'string' ? email : '';
    const lockout = account ? this.passwordLockout(account, ip) : 0;
    if (lockout > 0) throw authErrors.rateLimited(lockout);
    try {
      const result = await signIn();
      this.recordSignIn(account, ip);
      return result;
    } catch (error) {
      if (account && error instanceof AuthError && error.code === 'invalid_credentials') this.recordFailedPassword(account, ip);
      throw error;
    }
  }

  /**
   * Seconds `ip` must wait before its password for `email` is checked again, else 0: its own
   * wrong passwords for the account, or (for an address the account never signed in from) the
   * account's wrong passwords from everywhere.
   */
  passwordLockout(email: string, ip: string): number {
    const own = this.failedFromAddress.retryAfter(accountAddressKey(email, ip), AUTH.maxFailedPasswords);
    if (own > 0) return own;
    if (this.knownAddresses.get(accountKey(email))?.has(ip)) return 0;
    return this.failedForAccount.retryAfter(accountKey(email), ACCOUNT_WIDE_FAILED_PASSWORDS);
  }

  recordFailedPassword(email: string, ip: string): void {
    this.failedFromAddress.record(accountAddressKey(email, ip));
    this.failedForAccount.record(accountKey(email));
  }

  recordSignIn(email: string, ip: string): void {
    const key = accountKey(email);
    const addresses = this.knownAddresses.get(key) ?? new Set<string>();
    addresses.add(ip);
    this.knownAddresses.set(key, addresses);
  }
}
