/**
 * The database's own abuse limits (`private.rate_limits`, migrations 20261123000000 and
 * 20261130600100): how many newsletter sign-ups and new events one client address may make per
 * hour, and how many changes of events one member may make per 10 minutes. They are counted in the
 * database, so a hosted project keeps them too; locally their values come from
 * `supabase/config.toml` `[api.rate_limit]` (over the migration's), written at start, and a test
 * run may set its own, as with `[auth.rate_limit]`.
 */
import type { Database } from '../db/connection/database';
import { readLimits, type ProjectConfig } from '../projectConfig';

export type ApiRateLimitName = 'newsletter_subscribe' | 'event_insert' | 'event_update';
export type ApiRateLimits = Record<ApiRateLimitName, number>;

/** The migration's values, for what config.toml leaves out. */
export const DEFAULT_API_RATE_LIMITS: ApiRateLimits = { newsletter_subscribe: 5, event_insert: 30, event_update: 30 };

/** `[api.rate_limit]` of config.toml, over the defaults, under explicit overrides. */
export function readApiRateLimits(config: ProjectConfig, overrides: Partial<ApiRateLimits> = {}): ApiRateLimits {
  return readLimits(DEFAULT_API_RATE_LIMITS, config.api?.rate_limit, overrides);
}

/** Writes the limits into the database (each in its own window: see private.rate_limits). */
export async function applyApiRateLimits(db: Database, limits: ApiRateLimits): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [action, max] of Object.entries(limits)) {
      await tx.query('update private.rate_limits set max_requests = $2 where action = $1', [action, max]);
    }
  });
}
