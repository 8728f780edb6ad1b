// @ts-check
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Keeps the dependency direction of DESIGN.md: host-site -> widget -> core, server -> core. */
const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
})

const noUi = {
  group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'preact', 'preact/*'],
  message: 'core is framework-free: no React, Preact or DOM renderer.',
}
const noNode = {
  regex:
    '^(node:|fs$|path$|os$|crypto$|http$|https$|child_process$|url$|stream$)',
  message: 'core runs in browsers too: no Node APIs.',
}
const noSite = {
  group: ['@resort/host-site', '@resort/host-site/*'],
  message: 'Nothing may import the host site.',
}
const noWidget = {
  group: ['@resort/widget', '@resort/widget/*'],
  message: 'Only the host site may import the widget.',
}
const noTestGateway = {
  group: ['@resort/test-gateway', '@resort/test-gateway/*'],
  message:
    'The test gateway is a party of its own (decision 040): talk to it over HTTP, as to a real gateway.',
}
const noServer = {
  group: ['@resort/server', '@resort/server/*'],
  message: 'Nothing may import the server; talk to it over HTTP.',
}
// `import { z }` keeps all of zod (and its locales) in browser bundles: 92 KB gzip vs 25 KB.
const wholeZod = {
  selector:
    "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
  message: "Use `import * as z from 'zod'`, which tree-shakes.",
}

// Who may call an endpoint is its row's access, checked once by the registrar (decision 039).
const accessChecks = [
  ['../accounts/signedInMember', ['signedInMember']],
  ['../accounts/sessions', ['authenticate']],
  ['../accounts/recentSignIn', undefined],
  ['../admin/adminAccess', undefined],
].map(([name, importNames]) => ({
  name,
  ...(importNames ? { importNames } : {}),
  message:
    'A route module checks no access itself: the endpoint row says who may call it, and the handler gets the caller.',
}))

/** `lower` imports nothing of `upper`: the two folders once imported each other. */
const oneWay = (lower, upper, how) => ({
  target: lower,
  from: upper,
  message: `${upper}/ builds on ${lower}/, not the other way round (${how}).`,
})

// The host site's rendering is reached through ssr/index.ts alone (decision 030's table).
const ssrEntry = {
  regex: '(^|/)ssr/.',
  message:
    "Import from the rendering's one entry ('../ssr'), not its inner files.",
}
const ssrBelowApi = {
  regex: '^\\.\\./api(/|$)',
  message:
    'ssr/ imports nothing of api/: the data hook builds on the rendering.',
}

// A part loaded on demand is declared with ssr's lazyPage, which hydration awaits (decision 030).
const pagesByLazyPage = {
  name: 'react',
  importNames: ['lazy'],
  message:
    "Declare a part loaded on demand with lazyPage from '../ssr': hydration waits for it.",
}
/** The host site's rules: `patterns` as restrict's, and React's `lazy` refused. */
const siteRestrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns, paths: [pagesByLazyPage] }],
})

const noRepo = {
  group: ['@resort/*'],
  message: 'core imports no other package of the repo.',
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.build-stamps/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    rules: {
      'import-x/order': [
        'error',
        {
          groups: [
            'builtin',
            'external',
            'internal',
            'parent',
            'sibling',
            'index',
          ],
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { z }` keeps all of zod (and its locales) in browser bundles: 92 KB gzip vs 25 KB.
      'no-restricted-syntax': ['error', wholeZod],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits or handles loses its rejection.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        // The root's vitest.config.ts belongs to no package's tsconfig.
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Plain JavaScript (scripts, bench, examples, configs) has no type information.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Tests read JSON answers field by field; typing every shape there would add nothing.
    files: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: [
      '**/*.{js,mjs}',
      'packages/server/**',
      'packages/test-gateway/**',
      'e2e/**',
      '*.config.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['examples/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: [
      'packages/widget/**/*.{ts,tsx}',
      'packages/host-site/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: restrict(noUi, noNode, noSite, noWidget, noServer, noRepo),
  },
  {
    // The schemas the widget runs (decision 014): one classic zod import brings all of it back.
    files: [
      'packages/core/src/validation/**/*.ts',
      'packages/core/src/api/serviceRequests.ts',
      'packages/core/src/api/stayQuery.ts',
      // The site's account forms run these; the answers' classic schemas sit beside them.
      'packages/core/src/api/auth.ts',
      'packages/core/src/api/accountLinks.ts',
      // The site's loyalty pages (issue 13).
      'packages/core/src/api/loyalty.ts',
      // The site's social sign-in and passkey code (issue 12).
      'packages/core/src/api/socialSignIn.ts',
      'packages/core/src/api/passkeys.ts',
      'packages/core/src/api/passkeyCeremonies.ts',
      'packages/core/src/signInMethods/**/*.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [noUi, noNode, noSite, noWidget, noServer, noRepo],
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message:
                "Schemas the browser runs use 'zod/mini' (decision 014).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/widget/**/*.{ts,tsx}'],
    rules: restrict(noSite, noServer),
  },
  {
    files: ['packages/host-site/**/*.{ts,tsx}'],
    ignores: ['packages/host-site/src/platform/ssr/**'],
    rules: siteRestrict(noServer, ssrEntry),
  },
  {
    // ssr/ is the platform the data hook builds on: it imports nothing of api/.
    files: ['packages/host-site/src/platform/ssr/**/*.{ts,tsx}'],
    rules: siteRestrict(noServer, ssrBelowApi),
  },
  {
    files: ['packages/server/**/*.ts'],
    rules: restrict(noSite, noWidget, noTestGateway),
  },
  {
    // Tests start the test gateway on loopback, as they start an OpenID provider.
    files: ['packages/server/**/*.test.ts', 'packages/server/src/testing/**'],
    rules: restrict(noSite, noWidget),
  },
  {
    files: ['packages/test-gateway/**/*.ts'],
    rules: restrict(noSite, noWidget, noServer),
  },
  {
    // socialRedirects' routes to and from the providers are not rows of the table.
    files: ['packages/server/src/routes/*.ts'],
    ignores: ['**/*.test.ts', 'packages/server/src/routes/socialRedirects.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noSite, noWidget], paths: accessChecks },
      ],
    },
  },
  {
    // No file imports itself through others, types included (STYLE.md, "Dependencies built
    // once"): what two files share lives where its users look for it, or app.ts passes a
    // function in.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          // The workspace's packages are read from source (STYLE.md).
          conditionNames: ['@resort/source', 'import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['packages/server/src/**/*.ts'],
    rules: {
      // no-cycle sees files; these keep the folders that once went in a circle one way round.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: 'packages/server/src',
          zones: [
            oneWay('pricing', 'search', 'a quote lives in search/'),
            oneWay('booking', 'loyalty', 'buildApp hands in bookingFacts'),
            oneWay('booking', 'reviews', 'buildApp hands in bookingFacts'),
            oneWay('accounts', 'admin', 'buildApp hands in StaffCallers'),
          ],
        },
      ],
    },
  },
  {
    // A migration runs the same way forever: it imports no code that changes later.
    files: ['packages/server/src/db/migrations/*.ts'],
    rules: restrict(noSite, noWidget, {
      group: ['../*', '#*'],
      message:
        'A migration imports no domain or db code: it carries its own copy of what it needs.',
    }),
  },
  {
    // inTransaction is the one way to open a transaction (decision 039); start-up code aside.
    files: ['packages/server/src/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      'packages/server/src/db/transactions.ts',
      'packages/server/src/db/seed.ts',
      'packages/server/src/db/migrate.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        wholeZod,
        {
          selector:
            "CallExpression[callee.property.name='transaction'][arguments.length=0]",
          message:
            'Use inTransaction from #db/transactions: it refuses the outer handle inside and bounds the wait.',
        },
      ],
    },
  },
  {
    // Specs get test and expect, with the shared fixtures, from e2e/support/fixtures.ts.
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from '../support/fixtures'.",
            },
          ],
        },
      ],
    },
  },
)
