import { ESLint } from 'eslint';
import { REPO_ROOT } from '../config/repoRoot';

/**
 * The seams of ARCHITECTURE.md are lint rules (eslint.config.js, importRules). Each case plants one
 * violation in a file of the package it names, as `pnpm lint` would see it, and expects eslint to
 * refuse it; the allowed cases expect no error, so a rule that refuses everything fails too.
 */
const eslint = new ESLint({ cwd: REPO_ROOT });

async function errorsFor(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${REPO_ROOT}/${file}` });
  return (result?.messages ?? []).filter((message) => message.severity === 2).map((message) => `${message.ruleId}: ${message.message}`);
}

const importing = (specifier: string) => `import { thing } from '${specifier}';\nexport const planted = thing;\n`;

const REFUSED: [rule: string, file: string, source: string][] = [
  ['shared-ui does not import shared-data', 'shared-ui/src/planted.ts', importing('shared-data')],
  ['shared-data does not import shared-ui', 'shared-data/src/planted.ts', importing('shared-ui')],
  ['shared-data code does not run the local backend', 'shared-data/src/events/planted.ts', importing('local-backend')],
  ['shared-auth does not import shared-site', 'shared-auth/src/planted.ts', importing('shared-site')],
  ['shared-site does not import a remote', 'shared-site/src/planted.ts', importing('mf-events')],
  ['a remote does not import another remote', 'mf-events/src/planted.ts', importing('mf-admin')],
  ['a remote does not import another remote by path', 'mf-events/src/features/planted.ts', importing('../../../mf-admin/src/pages/AdminPage')],
  ['a remote does not import the shell', 'mf-admin/src/planted.ts', importing('shell/src/app/App')],
  ['a remote does not import the tooling', 'mf-events/src/planted.ts', importing('tooling/stack')],
  ['a remote\'s code does not import the build preset', 'mf-marketing/src/planted.ts', importing('build-preset')],
  ['the shell does not import a remote', 'shell/src/planted.ts', importing('mf-events')],
  ['the shell does not import the tooling', 'shell/rsbuild.config.ts', importing('tooling/stack')],
  ['the build preset does not import the tooling', 'build-preset/src/planted.ts', importing('tooling/stack')],
  ['the build preset does not import React', 'build-preset/src/planted.ts', importing('react')],
  ['the tooling does not import a part', 'tooling/src/planted.ts', importing('shell/src/server')],
  ['the tooling does not import a UI package', 'tooling/src/planted.ts', importing('shared-ui')],
  ['deploy reads site-config only', 'deploy/src/planted.ts', importing('local-backend')],
  ['the local backend imports no shared package', 'local-backend/src/planted.ts', importing('shared-data')],
  ['the e2e suite imports no part or shared package', 'tests/e2e/planted.spec.ts', importing('shared-ui')],
  ['site-config imports nothing of ours', 'site-config/src/planted.ts', importing('shared-data')],
  ['site-config imports no React', 'site-config/src/planted.ts', importing('react')],
  ['page-head imports no package (Deno reads it as it is)', 'page-head/src/planted.ts', importing('site-config')],
  ['a bootstrap.tsx spells no path', 'mf-marketing/src/bootstrap.tsx', "import { renderStandaloneRemote } from 'shared-site';\nimport { AboutPage } from './pages/AboutPage';\nvoid renderStandaloneRemote('marketing', { AboutPage: { path: '/about', Component: AboutPage } } as never);\n"],
  ['a link is styled through textLinks, never an `a` selector', 'mf-events/src/planted.tsx', "import styled from 'styled-components';\nexport const Facts = styled.div`\n  a { color: blue; }\n`;\n"],
  ['a feature does not import another feature', 'mf-events/src/features/upcoming/planted.ts', importing('../calendar/useCalendarPage')],
  ['a feature does not re-export another feature', 'mf-admin/src/features/messages/planted.ts', "export { SectionHeader } from '../members/MembersSection';\n"],
  ['a feature does not load another feature lazily', 'shell/src/features/account/planted.ts', "export const load = () => import('../auth/AuthPage');\n"],
  ['a bootstrap.tsx spells no path in a template', 'mf-events/src/bootstrap.tsx', 'const id = 1;\nexport const where = `/events/${id}`;\n'],
];

const ALLOWED: [rule: string, file: string, source: string][] = [
  ['a remote imports the shared packages', 'mf-events/src/planted.ts', importing('shared-site')],
  ['a remote\'s build config imports the build preset', 'mf-events/rsbuild.config.ts', importing('build-preset')],
  ['the shell\'s build plugins import the build preset', 'shell/build/planted.ts', importing('build-preset')],
  ['shared-data\'s tests run the local backend', 'shared-data/src/events/planted.test.ts', importing('local-backend')],
  ['the e2e suite starts the stack from the tooling', 'tests/harness/planted.ts', importing('tooling/stack')],
  ['a page composes features', 'mf-admin/src/pages/planted.ts', importing('../features/members/MembersSection')],
  ['a feature imports its own files and the part\'s components', 'mf-events/src/features/upcoming/planted.ts', "import { EmptyList } from '../../components/EmptyList';\nimport { thing } from './useUpcomingEventsSection';\nexport const planted = [EmptyList, thing];\n"],
  ['the tooling reads the build preset', 'tooling/src/planted.ts', importing('build-preset/ports')],
];

describe('lint enforces the seams of ARCHITECTURE.md', () => {
  it.each(REFUSED)('%s', async (_rule, file, source) => {
    const errors = await errorsFor(file, source);
    expect(errors.length, errors.join('\n')).toBeGreaterThan(0);
    expect(errors.every((error) => /^(no-restricted-(imports|syntax)|local\/no-cross-feature-import):/.test(error)), errors.join('\n')).toBe(true);
  });

  it.each(ALLOWED)('allows: %s', async (_rule, file, source) => {
    expect(await errorsFor(file, source)).toEqual([]);
  });
});
