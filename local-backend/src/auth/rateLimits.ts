/**
 * GoTrue's rate limits as the Supabase CLI configures them (`supabase/config.toml`
 * `[auth.rate_limit]`: sign-ins and sign-ups, token refreshes and verifications, each per
 * 5 minutes per IP address), plus a limit on failed passwords per account, so one account cannot
 * be guessed at from many addresses.
 */
import type { ProjectConfig } from '../projectConfig';
import { AUTH } from '../settings';

export type RateLimitName = 'sign_in_sign_ups' | 'token_refresh' | 'token_verifications';
export type AuthRateLimits = Record<RateLimitName, number>;

/** The Supabase CLI's defaults, used for what config.toml leaves out. */
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = { sign_in_sign_ups: 30, token_refresh: 150, token_verifications: 30 };

/** `[auth.rate_limit]` of config.toml, over the CLI's defaults, under explicit overrides. */
export function readAuthRateLimits(config: ProjectConfig, overrides: Partial<AuthRateLimits> = {}): AuthRateLimits {
  const fromConfig = config.auth?.rate_limit ?? {};
  const limits = { ...DEFAULT_AUTH_RATE_LIMITS };
  for (const name of Object.keys(limits) as RateLimitName[]) {
    const value = overrides[name] ?? fromConfig[name];
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) limits[name] = value;
  }
  return limits;
}

/** Counts events per key over a sliding window. */
export class SlidingWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly windowMs: number) {}

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
    this.hits.set(key, [...this.recent(key, now), now]);
  }
}

export class AuthRateLimiter {
  private readonly perIp = new SlidingWindow(AUTH.rateLimitWindowMs);
  private readonly failedPasswords = new SlidingWindow(AUTH.rateLimitWindowMs);

  constructor(readonly limits: AuthRateLimits) {}

  /** Counts one request of `name` from `ip`; the seconds to wait when over the limit, else 0. */
  take(name: RateLimitName, ip: string): number {
    const key = `${name}:${ip}`;
    const wait = this.perIp.retryAfter(key, this.limits[name]);
    if (wait === 0) this.perIp.record(key);
    return wait;
  }

  /** Seconds an account must wait after too many wrong passwords, else 0. */
  accountLockout(email: string): number {
    return this.failedPasswords.retryAfter(email.trim().toLowerCase(), AUTH.maxFailedPasswords);
  }

  recordFailedPassword(email: string): void {
    this.failedPasswords.record(email.trim().toLowerCase());
  }
}
