// Lint: typescript-eslint, plus import restrictions that keep the engine's layers pointing one way.
import tseslint from 'typescript-eslint';

const either = (...names) => names.flatMap((name) => [`**/${name}`, `**/${name}/**`]);
const ENGINE = [
  [...either('db', 'settings', 'background', 'composition', 'messaging'), '@/*', 'wxt/*', 'dexie'],
  'The engine talks to the world through ports only.',
];
const ADAPTERS = [either('adapters'), 'Only the composition root (lib/composition) imports adapters.'];
const COMPOSITION = [
  either('composition'),
  'The side panel uses lib/settings (provider descriptors), never the factories.',
];
const DOMAIN = [
  either('pipeline', 'heuristics', 'ports'),
  'domain/ is pure: it imports only itself, schemas, config, errors and data.',
];

const restrict = (files, groups) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: groups.map(([group, message]) => ({ group, message })) }],
  },
});

export default tseslint.config(
  { ignores: ['.output/**', '.wxt/**', 'node_modules/**', 'bench/**/*.json', 'coverage/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Flat config does not merge one rule across blocks: each block lists every restriction for its files, and the
  // most specific block comes last.
  restrict(['lib/engine/**/*.ts'], [ENGINE]),
  restrict(['lib/engine/pipeline/**/*.ts', 'lib/engine/heuristics/**/*.ts'], [ENGINE, ADAPTERS]),
  restrict(['lib/engine/domain/**/*.ts'], [ENGINE, ADAPTERS, DOMAIN]),
  restrict(['lib/background/**/*.ts', 'lib/content/**/*.ts', 'lib/settings/**/*.ts'], [ADAPTERS]),
  // The side panel reads the registry's UI-safe half (lib/settings); factories (lib/composition) would pull the
  // adapters and the openai SDK into its bundle.
  restrict(['entrypoints/**/*.{ts,tsx}'], [ADAPTERS, COMPOSITION]),
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
);
