import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { currentCheck, initialize, liveReleases, promote, readRegistry, recordCheck, rollback, withSettings, writeRegistry, type Registry } from './registry';

const FIRST = { shell: 's1', marketing: 'm1', events: 'e1', admin: 'a1', imagegen: 'i1' };
const start = (): Registry => initialize({ env: 'test', stack: {}, checks: [], history: [] }, FIRST, 't0');
const passed = (registry: Registry, version: string, ok = true) =>
  recordCheck(registry, { part: 'events', version, against: liveReleases(registry), passed: ok, problems: ok ? [] : ['events e2 does not expose events/EventsPage'], at: 't1' });

describe('the release registry', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('refuses to promote a release that was not checked, or that failed its check', () => {
    expect(() => promote(start(), 'events', 'e2')).toThrow('has not been checked against what is live: run pnpm release:check events e2 first.');
    expect(() => promote(passed(start(), 'e2', false), 'events', 'e2')).toThrow(/failed its check against what is live[\s\S]*does not expose events\/EventsPage/);
  });

  it('does not accept a check made against other live releases', () => {
    const checked = passed(start(), 'e2');
    const shellMoved: Registry = { ...checked, stack: { ...checked.stack, shell: ['s1', 's2'] } };
    expect(currentCheck(shellMoved, 'events', 'e2')).toBeNull();
  });

  it('promotes and rolls back, keeping the history', () => {
    const promoted = promote(passed(start(), 'e2'), 'events', 'e2', 't2');
    expect(liveReleases(promoted).events).toBe('e2');
    const rolledBack = rollback(promoted, 'events', 't3');
    expect(liveReleases(rolledBack).events).toBe('e1');
    expect(rolledBack.history.slice(-2)).toEqual([
      { at: 't2', part: 'events', action: 'promote', from: 'e1', to: 'e2' },
      { at: 't3', part: 'events', action: 'rollback', from: 'e2', to: 'e1' },
    ]);
    expect(() => rollback(rolledBack, 'events')).toThrow('events has no earlier promoted release to roll back to.');
  });

  it('runs one canary per part beside the live release, completes it with a promote, ends it with a rollback', () => {
    const checked = passed(start(), 'e2');
    const canary = promote(checked, 'events', 'e2', 't2', { canary: 10 });
    expect(liveReleases(canary).events).toBe('e1');
    expect(canary.canary).toEqual({ events: { version: 'e2', percent: 10, since: 't2' } });
    expect(canary.history.at(-1)).toEqual({ at: 't2', part: 'events', action: 'canary', from: 'e1', to: 'e2', percent: 10 });
    // More visitors: the same canary, started when it first did.
    expect(promote(canary, 'events', 'e2', 't3', { canary: 50 }).canary).toEqual({ events: { version: 'e2', percent: 50, since: 't2' } });
    const completed = promote(canary, 'events', 'e2', 't4');
    expect(liveReleases(completed).events).toBe('e2');
    expect(completed.canary).toEqual({});
    const ended = rollback(canary, 'events', 't5');
    expect(liveReleases(ended).events).toBe('e1');
    expect(ended.canary).toEqual({});
    expect(ended.history.at(-1)).toEqual({ at: 't5', part: 'events', action: 'rollback', from: 'e2', to: 'e1' });

    const other = passed(canary, 'e3');
    expect(() => promote(other, 'events', 'e3', 't6', { canary: 5 })).toThrow('events e2 is a canary already: complete it (pnpm release:promote events e2) or end it (pnpm release:rollback events) first.');
    expect(() => promote(other, 'events', 'e3')).toThrow(/events e2 is a canary: complete it/);
    expect(() => promote(checked, 'events', 'e2', 't7', { canary: 100 })).toThrow('A canary is 1 to 99 percent of visitors: --canary <percent>.');
    const shellChecked = recordCheck(start(), { part: 'shell', version: 's2', against: liveReleases(start()), passed: true, problems: [], at: 't1' });
    expect(() => promote(shellChecked, 'shell', 's2', 't8', { canary: 10 })).toThrow(/The shell has no canary/);
  });

  it('release:settings changes what its flags name and keeps the rest; --sessions-per-address takes a whole number from 1', () => {
    const set = withSettings(start(), new Map([['--sessions-per-address', '3'], ['--sample-rate', '0.5']]));
    expect(set.settings).toEqual({ sampleRate: 0.5, sessionsPerAddress: 3, guard: {} });
    expect(withSettings(set, new Map([['--guard-error-share-limit', '20']])).settings).toEqual({ sampleRate: 0.5, sessionsPerAddress: 3, guard: { errorShareLimit: 20 } });
    for (const value of ['0', '1.5', 'many', '', '1000001']) {
      expect(() => withSettings(set, new Map([['--sessions-per-address', value]]))).toThrow(
        '--sessions-per-address is a whole number from 1 to 1000000: how many sessions of one address the guard counts (1 by default; a trial from one machine sets it high).',
      );
    }
    expect(() => withSettings(set, new Map([['--guard-sessions', '3']]))).toThrow('Unknown guard setting or value: --guard-sessions 3');
  });

  it('writes the file whole (temporary file, then rename) and reads it back', () => {
    const dir = mkdtempSync(join(tmpdir(), 'registry-'));
    dirs.push(dir);
    writeRegistry(dir, start());
    expect(readdirSync(join(dir, 'registry'))).toEqual(['test.json']);
    expect(liveReleases(readRegistry(dir, 'test'))).toEqual(FIRST);
    // Every write raises the revision (the database's copy is made one with the file by it).
    expect(readRegistry(dir, 'test').revision).toBe(1);
    writeRegistry(dir, readRegistry(dir, 'test'));
    expect(readRegistry(dir, 'test').revision).toBe(2);
    expect(readRegistry(dir, 'other')).toEqual({ env: 'other', stack: {}, checks: [], history: [] });
  });
});
