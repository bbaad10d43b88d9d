// Lint: typescript-eslint, React hooks, and layer zones checked on *resolved* paths (relative, `@/` alias and
// package imports alike) by eslint-plugin-import-x with the TypeScript resolver, plus no import cycles.
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;

/** A zone: files under `target` may not import anything that resolves under `from` (minus `except`, relative to it). */
const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

const OUTSIDE_ENGINE = [
  'lib/db',
  'lib/settings',
  'lib/background',
  'lib/composition',
  'lib/messaging',
  'lib/extraction',
  'lib/content',
  'lib/report',
  'lib/presentation',
  'entrypoints',
  'scripts',
  'test',
  'node_modules/wxt',
  'node_modules/dexie',
  'node_modules/dexie-react-hooks',
  'node_modules/@webext-core',
  'node_modules/react',
  'node_modules/react-dom',
];
const PROVIDER_ADAPTERS = ['fetch', 'http', 'llm', 'search'].map((name) => `lib/engine/adapters/${name}`);
const NOT_COMPOSITION = [
  'lib/!(composition|engine)/**',
  'lib/engine/!(adapters)/**',
  'entrypoints/**',
  'scripts/**',
];

const ZONES = [
  // domain/ is pure: it imports only itself, schemas, config, errors and data.
  zone(
    'lib/engine/domain',
    'lib',
    'domain/ is pure: it imports only itself, schemas, config, errors and data.',
    ['./engine/domain', './engine/schemas', './engine/config.ts', './engine/errors.ts', './engine/data'],
  ),
  zone(
    'lib/engine/domain',
    ['entrypoints', 'scripts', 'test'],
    'domain/ is pure: it imports only the engine.',
  ),
  // The engine talks to the world through ports only.
  zone(
    'lib/engine',
    OUTSIDE_ENGINE,
    'The engine talks to the world through ports: it never imports the host (db, settings, background, composition, messaging, extraction, WXT, Dexie). Inject what it needs.',
  ),
  // Ports are interfaces: they import only schemas and errors.
  zone(
    'lib/engine/ports',
    ['lib/engine/pipeline', 'lib/engine/adapters', 'lib/engine/domain'],
    'Ports are interfaces only.',
  ),
  // The pipeline and heuristics receive adapters as ports; only the composition root builds them.
  ...NOT_COMPOSITION.map((target) =>
    zone(target, PROVIDER_ADAPTERS, 'Only the composition root (lib/composition) imports provider adapters.'),
  ),
  // The store never runs the engine.
  zone(
    'lib/db',
    ['lib/composition', 'lib/background', 'entrypoints'],
    'lib/db stores runs; it never imports the pipeline, the composition root or the background.',
  ),
  // The run's life (run-state.ts: statuses and transitions, schemas only) is the one pipeline module the store uses.
  zone(
    'lib/db',
    'lib/engine/pipeline',
    'lib/db stores runs; it never imports the pipeline, the composition root or the background.',
    ['./context/run-state.ts'],
  ),
  // The background is the only writer: the side panel reads Dexie and sends commands.
  zone(
    'entrypoints/sidepanel',
    ['lib/db/dexie-research-store.ts', 'lib/engine/pipeline', 'lib/composition', 'entrypoints/background'],
    'The side panel reads the database and sends commands; it never writes runs or runs the engine itself.',
  ),
  zone(
    'entrypoints/sidepanel',
    'lib/background',
    'The side panel reads the database and sends commands; it never imports the background (except its focus item).',
    ['./focus.ts'],
  ),
  // Extraction reads DOM documents; it knows nothing of the store, settings or the host.
  zone(
    ['lib/extraction', 'lib/presentation'],
    [
      'lib/db',
      'lib/settings',
      'lib/background',
      'lib/composition',
      'lib/messaging',
      'lib/content',
      'entrypoints',
    ],
    'Extraction and presentation are leaf libraries: they import only the engine.',
  ),
  // The content script talks to the background over messaging only.
  zone(
    'lib/content',
    [
      'lib/db',
      'lib/background',
      'lib/composition',
      'lib/engine/pipeline',
      'lib/engine/adapters',
      'entrypoints',
    ],
    'The content script talks to the background over messaging only.',
  ),
  // Entrypoints and the CLI scripts use the engine through its public API (scripts/eval/ is a white-box harness).
  zone(
    ['entrypoints', 'scripts/*.ts'],
    'lib/engine',
    'Import the engine through its public API (lib/engine/index.ts), not its folders.',
    ['./index.ts'],
  ),
  // Nothing in the product imports tests or scripts.
  zone(['lib', 'entrypoints'], ['test', 'scripts'], 'Product code never imports tests or scripts.'),
];

/** Clock, ids and randomness come through ports, so scoring and graphs are deterministic. */
const IMPURE = [
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: 'Use the Clock port, not Date.now().',
  },
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'Use the Clock port, not new Date().',
  },
  { selector: "CallExpression[callee.name='Date']", message: 'Use the Clock port, not Date().' },
  {
    selector: "MemberExpression[object.name='Math'][property.name='random']",
    message: 'Randomness comes through a port, not Math.random().',
  },
  {
    selector: "MemberExpression[property.name='randomUUID']",
    message: 'Ids come through the Ids port, not crypto.randomUUID().',
  },
  {
    selector: "MemberExpression[property.name='getRandomValues']",
    message: 'Randomness comes through a port.',
  },
  {
    selector: "MemberExpression[object.name='performance'][property.name='now']",
    message: 'Use the Clock port, not performance.now().',
  },
];

/**
 * Config is an argument below composition: ENGINE_CONFIG is imported only by the composition roots (lib/composition,
 * the panel's main.tsx, the CLI scripts) and re-exported by the engine's index. STILL_READING_ENGINE_CONFIG lists the
 * files that still fall back to the global (issue 21.3); the list may only shrink.
 */
const CONFIG_ROOTS = [
  'lib/engine/index.ts',
  'lib/engine/config.ts',
  'lib/composition/**',
  'entrypoints/sidepanel/main.tsx',
];
const STILL_READING_ENGINE_CONFIG = [];

export default tseslint.config(
  { ignores: ['.output/**', '.wxt/**', 'node_modules/**', 'bench/**/*.json', 'coverage/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${ROOT}/tsconfig.json` })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-unresolved': 'error',
    },
  },
  {
    files: ['lib/**/*.{ts,tsx}', 'entrypoints/**/*.{ts,tsx}'],
    ignores: [...CONFIG_ROOTS, ...STILL_READING_ENGINE_CONFIG],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)config$|(^|/)engine(/index)?$',
              importNames: ['ENGINE_CONFIG'],
              message:
                "Config is an argument below composition: take an EngineConfig (the run's) as a parameter; only the composition roots read ENGINE_CONFIG.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/engine/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Adapters receive fetch by injection.' },
        { name: 'browser', message: 'The engine is browser-free.' },
        { name: 'chrome', message: 'The engine is browser-free.' },
      ],
    },
  },
  {
    files: ['lib/engine/domain/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...IMPURE] },
  },
  {
    files: ['entrypoints/sidepanel/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Advice for the React Compiler, which this project does not use (TanStack Virtual is used as documented).
      'react-hooks/incompatible-library': 'off',
    },
  },
);
