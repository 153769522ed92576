/**
 * The `Prefer` header, read as PostgREST reads it (docs: "Prefer Header"): comma-separated
 * preferences over one or more headers, the first value of each kind wins, anything else is an
 * invalid preference, ignored unless `handling=strict` asks for PGRST122. `Preference-Applied`
 * lists what was honoured in PostgREST's own order.
 *
 * `tx=commit|rollback` is honoured as PostgREST honours it with `db-tx-end = commit-allow-override`
 * (the setting its docs name for this preference). A hosted project's PostgREST may run with the
 * default `commit`, where the preference is not applied: a caller that must not write checks
 * `Preference-Applied`, here as there.
 */
import { PostgrestError } from './errors';

export interface Preferences {
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  tx?: 'commit' | 'rollback';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  timezone?: string;
  maxAffected?: number;
  /** Preferences that are none of the above, as written. */
  invalid: string[];
}

const CHOICES = {
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  tx: ['commit', 'rollback'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
} as const;

type Choice = keyof typeof CHOICES;

export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = { invalid: [] };
  const tokens = (header ?? '').split(',').map((token) => token.trim()).filter(Boolean);
  for (const token of tokens) {
    const equals = token.indexOf('=');
    const key = equals < 0 ? token : token.slice(0, equals);
    const value = equals < 0 ? '' : token.slice(equals + 1);
    if (key in CHOICES && (CHOICES[key as Choice] as readonly string[]).includes(value)) {
      const choice = key as Choice;
      if (prefs[choice] === undefined) (prefs as unknown as Record<string, string>)[choice] = value;
    } else if (key === 'timezone' && value !== '') {
      prefs.timezone ??= value;
    } else if (key === 'max-affected' && /^\d+$/.test(value)) {
      prefs.maxAffected ??= Number.parseInt(value, 10);
    } else {
      prefs.invalid.push(token);
    }
  }
  return prefs;
}

/** PGRST122: with `handling=strict`, a preference the server does not know is an error. */
export function assertStrictPreferences(prefs: Preferences): void {
  if (prefs.handling === 'strict' && prefs.invalid.length > 0) {
    throw new PostgrestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${prefs.invalid.join(', ')}`);
  }
}

/** Which of the request's preferences this response honoured. */
export type Honoured = Partial<Record<'resolution' | 'missing' | 'return' | 'count' | 'tx', boolean>>;

/**
 * `Preference-Applied`, in PostgREST's order: resolution, missing, return, count, tx, handling,
 * timezone, then max-affected (only with handling=strict, the only way it is applied).
 */
export function preferenceApplied(prefs: Preferences, honoured: Honoured): Record<string, string> {
  const applied: string[] = [];
  if (prefs.resolution && honoured.resolution) applied.push(`resolution=${prefs.resolution}`);
  if (prefs.missing && honoured.missing) applied.push(`missing=${prefs.missing}`);
  if (prefs.return && honoured.return) applied.push(`return=${prefs.return}`);
  if (prefs.count && honoured.count) applied.push(`count=${prefs.count}`);
  if (prefs.tx && honoured.tx !== false) applied.push(`tx=${prefs.tx}`);
  if (prefs.handling) applied.push(`handling=${prefs.handling}`);
  if (prefs.timezone) applied.push(`timezone=${prefs.timezone}`);
  if (prefs.handling === 'strict' && prefs.maxAffected !== undefined) applied.push(`max-affected=${prefs.maxAffected}`);
  return applied.length > 0 ? { 'Preference-Applied': applied.join(', ') } : {};
}

/** PGRST124: more rows were affected than `max-affected` allows (with handling=strict). */
export function exceedsMaxAffected(prefs: Preferences, affected: number): PostgrestError | undefined {
  if (prefs.handling !== 'strict' || prefs.maxAffected === undefined || affected <= prefs.maxAffected) return undefined;
  return new PostgrestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${affected} rows`);
}
