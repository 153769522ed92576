import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exposedDeclarations } from 'build-preset/exposed-types';
import { REPO_ROOT } from '../config/repoRoot';
import { declarationProblems } from './declarations';

/** The gate's type check on declarations as the builds write them (TypeScript's own declaration emit). */
const dir = mkdtempSync(join(tmpdir(), 'declarations-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let count = 0;
function declarationsOf(source: string): string {
  const file = join(dir, `Page${(count += 1)}.d.ts`);
  writeFileSync(file, source);
  return file;
}

const BEFORE = `import type { ReactNode } from 'react';
export interface CardProps { title: string; size?: 'small' | 'large' }
export declare function EventsPage(props: CardProps): any;
export declare const pageName: string;
export default EventsPage;
`;

describe('the declarations of an exposed module, before and after', () => {
  const check = (after: string) => declarationProblems('events/EventsPage', declarationsOf(BEFORE), declarationsOf(after), 'the live shell 1.0.0+base');

  it('pass a compatible addition: a new optional prop, a new export, a wider prop type', () => {
    expect(check(BEFORE.replace("size?: 'small' | 'large'", "size?: 'small' | 'large' | 'huge'; note?: string").concat('export declare const extra: number;\n'))).toEqual([]);
  });

  it('refuse a removed export, a new required prop and a changed prop type, naming the module and the member', () => {
    expect(check(BEFORE.replace('export declare const pageName: string;\n', ''))).toEqual([
      'events/EventsPage: the export "pageName" is gone, and the live shell 1.0.0+base was built against it. Keep exporting it.',
    ]);
    expect(check(BEFORE.replace('title: string;', 'title: string; note: string;'))).toEqual([
      'events/EventsPage: the export "EventsPage" has a new required prop "note" (string), which the live shell 1.0.0+base does not pass. Make it optional, or release a shell that passes it first.',
      'events/EventsPage: its default export has a new required prop "note" (string), which the live shell 1.0.0+base does not pass. Make it optional, or release a shell that passes it first.',
    ]);
    expect(check(BEFORE.replace('title: string;', 'title: number;'))).toEqual([
      'events/EventsPage: the export "EventsPage"\'s prop "title" changed type from string to number, which no longer takes what the live shell 1.0.0+base passes.',
      'events/EventsPage: its default export\'s prop "title" changed type from string to number, which no longer takes what the live shell 1.0.0+base passes.',
    ]);
    expect(check(BEFORE.replace('export declare const pageName: string;', 'export declare const pageName: number;'))).toEqual([
      'events/EventsPage: the export "pageName" changed type from string to number.',
    ]);
  });

  it('are what the builds emit for every exposed page: each compatible with itself', () => {
    const emitted = exposedDeclarations('events', REPO_ROOT);
    expect(Object.keys(emitted).sort()).toEqual(['EventPage.d.ts', 'EventsPage.d.ts', 'UpcomingEvents.d.ts']);
    expect(emitted['EventsPage.d.ts']).toContain('export declare function EventsPage(): any;');
    const file = declarationsOf(emitted['EventsPage.d.ts']!);
    expect(declarationProblems('events/EventsPage', file, file)).toEqual([]);
  });
});
