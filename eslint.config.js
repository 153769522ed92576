import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

import { readdirSync } from 'node:fs';

// Every remote is an mf-* folder (the registry of parts names them too: site-config/src/parts.ts).
const REMOTES = readdirSync(import.meta.dirname).filter((entry) => entry.startsWith('mf-'));

/** Import direction (ARCHITECTURE.md): site-config -> shared-ui, shared-data -> shared-auth -> shared-site -> remotes -> shell. */
function forbid(patterns, message) {
  return { 'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group, `${group}/*`, `**/${group}/**`], message })) }] };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'releases/**', '.test-output/**', 'supabase/functions/**/index.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['shell/**/*.{ts,tsx}', 'shared-*/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Pure data read by build tooling as well as by the apps: nothing of ours, and no React.
    files: ['site-config/**'],
    rules: forbid(['shared-ui', 'shared-data', 'shared-auth', 'shared-site', 'shell', 'scripts', 'local-backend', 'react', 'react-dom', 'styled-components', ...REMOTES], 'site-config sits below everything: pure data, it imports no package of ours and no React.'),
  },
  { files: ['shared-ui/**', 'shared-data/**'], rules: forbid(['shared-auth', 'shared-site', 'shell', ...REMOTES], 'shared-ui and shared-data sit at the bottom: they import no other workspace package.') },
  { files: ['shared-auth/**'], rules: forbid(['shared-site', 'shell', ...REMOTES], 'shared-auth may import shared-ui and shared-data only.') },
  { files: ['shared-site/**'], rules: forbid(['shell', ...REMOTES], 'shared-site may import shared-ui, shared-data and shared-auth only.') },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**`],
    rules: forbid(['shell', ...REMOTES.filter((other) => other !== remote)], 'A remote never imports the shell or another remote: compose them in the shell through federation.'),
  })),
  { files: ['shell/**'], rules: forbid(REMOTES, 'The shell loads remotes only through federation (RemoteArea), never by import.') },
  {
    // A styled `a { ... }` rule outranks a link styled as a button (ButtonLink is an `a`): the
    // event page's "Sign in to RSVP" once showed blue text on blue. Text-link styles go through
    // shared-ui's textLinks, which puts them in a cascade layer below every component's own styles.
    files: ['shell/**/*.{ts,tsx}', 'shared-*/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: String.raw`TaggedTemplateExpression TemplateElement[value.raw=/(^|[\s;{}>+~,])a(\[[^\]]*\]|:[-\w]+(\([^)]*\))?)*\s*[{,]/]`,
          message: "Style links in running text with shared-ui's textLinks(css`...`), not an `a` selector: a link styled as a button must keep its own colours.",
        },
      ],
    },
  },
);
