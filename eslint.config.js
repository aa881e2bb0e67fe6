// Lint rules that keep the architecture visible (design.md section 2): app/ never imports server/,
// contract/ imports neither, and no import cycles anywhere; inside the server, only repositories
// import the database schema and a module never reads another's repository; public pages never
// import the back office; the server loads the demo catalogue (demo/) only lazily, from the one
// place that seeds, and the demo writes through the services, never a repository or the schema.
import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every file of app/ but the back office's. */
const PUBLIC_APP = [
  './app/*.{ts,tsx}',
  './app/routes/*.{ts,tsx}',
  './app/components/*.{ts,tsx}',
  './app/components/!(admin)/**',
  './app/lib/*.{ts,tsx}',
  './app/lib/!(admin)/**',
];

/** A module asks another through its service, never its repository. */
function otherModulesRepositories() {
  const modules = fs
    .readdirSync('./server/modules', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return modules.flatMap((module) =>
    modules
      .filter(
        (other) => other !== module && fs.existsSync(`./server/modules/${other}/${other}.repo.ts`),
      )
      .map((other) => ({
        target: `./server/modules/${module}`,
        from: `./server/modules/${other}/${other}.repo.ts`,
        message: `The ${other} module is asked through its service, not its repository.`,
      })),
  );
}

export default tseslint.config(
  {
    ignores: [
      'build/',
      'dist/',
      'data/',
      'node_modules/',
      '.react-router/',
      'test-results/',
      'playwright-report/',
      '.test-reports/',
      'server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './app',
              from: './server',
              message: 'app/ talks to the server through the load context or the REST API only.',
            },
            {
              target: './contract',
              from: ['./server', './app'],
              message: 'contract/ is shared by server/ and app/ and imports neither.',
            },
            {
              target: './server/modules/*/*.service.ts',
              from: './server/db/schema.ts',
              message: 'A service reaches the database through its repository, which owns the SQL.',
            },
            ...otherModulesRepositories(),
            {
              // import-x treats `import()` as an import: serve.ts, the one place that seeds, is
              // left out here, and the rule below forbids it a static import.
              target: ['./server/*/**', './server/!(serve).ts'],
              from: './demo',
              message:
                'server/ does not import the demo catalogue: serve.ts loads it with import() when it seeds, so the production bundle leaves it out.',
            },
            {
              target: './demo',
              from: './server/db',
              message:
                'The demo writes through the services (their public functions), not the schema or SQL.',
            },
            {
              target: './demo',
              from: './server/**/*.repo.ts',
              message:
                'The demo writes through the services (their public functions), not repositories.',
            },
            {
              target: PUBLIC_APP,
              from: ['./app/routes/admin', './app/components/admin', './app/lib/admin'],
              message: 'Public pages do not import the back office (its code and its weight).',
            },
          ],
        },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The public pages' JavaScript budget (150 KB gzip) has no room for zod: they import the
    // contract's zod-free modules (property-constants.ts, enquiry-rules.ts) and only types from
    // the schema modules. The admin is client-rendered and may use the schemas.
    files: ['app/**/*.{ts,tsx}'],
    ignores: [
      'app/routes/admin/**',
      'app/components/admin/**',
      'app/lib/admin/**',
      'app/**/*.test.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'zod',
                'zod/*',
                '**/contract/properties',
                '**/contract/property-write',
                '**/contract/listing-query',
                '**/contract/enquiries',
                '**/contract/accounts',
                '**/contract/reference',
                '**/contract/banners',
                '**/contract/pagination',
                '**/contract/email',
                '**/contract/alerts',
              ],
              allowTypeImports: true,
              message:
                'Public pages import only types from zod schema modules; values come from contract/*-constants or *-rules modules.',
            },
          ],
        },
      ],
    },
  },
  {
    // serve.ts may load the demo catalogue lazily (import(), allowed above), never statically:
    // a static import would put the demo's code back into the production bundle.
    files: ['server/serve.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)demo(/|$)',
              message:
                'The demo catalogue is loaded with import() when it seeds, so the production bundle leaves it out.',
            },
          ],
        },
      ],
    },
  },
  {
    // Command-line entry points and scripts talk to a person on the terminal.
    files: ['server/serve.ts', 'server/cli.ts', 'scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
