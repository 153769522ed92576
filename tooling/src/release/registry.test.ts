import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { currentCheck, initialize, liveReleases, promote, readRegistry, recordCheck, rollback, writeRegistry, type Registry } from './registry';

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

  it('writes the file whole (temporary file, then rename) and reads it back', () => {
    const dir = mkdtempSync(join(tmpdir(), 'registry-'));
    dirs.push(dir);
    writeRegistry(dir, start());
    expect(readdirSync(join(dir, 'registry'))).toEqual(['test.json']);
    expect(liveReleases(readRegistry(dir, 'test'))).toEqual(FIRST);
    expect(readRegistry(dir, 'other')).toEqual({ env: 'other', stack: {}, checks: [], history: [] });
  });
});
