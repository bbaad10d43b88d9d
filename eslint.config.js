// Lint: typescript-eslint + import-x rules that keep the engine's layers pointing one way.
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';

export default tseslint.config(
  { ignores: ['.output/**', '.wxt/**', 'node_modules/**', 'bench/**/*.json', 'coverage/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './lib/engine/domain',
              from: './lib/engine',
              except: ['./domain', './schemas', './config.ts', './errors.ts', './data'],
              message: 'domain/ is pure: it imports only itself, schemas, config, errors and data.',
            },
            {
              target: './lib/engine',
              from: ['./lib/db', './lib/settings', './lib/background', './entrypoints', './lib/composition'],
              message: 'The engine talks to the world through ports only.',
            },
            {
              target: ['./lib/engine/pipeline', './lib/engine/domain', './lib/engine/heuristics'],
              from: './lib/engine/adapters',
              message: 'Only the composition root imports adapters.',
            },
            {
              target: ['./entrypoints', './lib/background'],
              from: './lib/engine/adapters',
              message: 'Only the composition root (lib/composition) imports adapters.',
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
);
