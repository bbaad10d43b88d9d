/** The room-per-stage script on a small repository: moves, rewritten imports, a dissolved barrel, idempotence. */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const HOME = join(import.meta.dirname, '../../..');
const SCRIPT = join(HOME, 'scripts/dev/apply-rooms.ts');
const TSX = join(HOME, 'node_modules/.bin/tsx');

const FILES: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      module: 'preserve',
      moduleResolution: 'bundler',
      allowImportingTsExtensions: true,
      verbatimModuleSyntax: true,
      noEmit: true,
      strict: true,
      skipLibCheck: true,
      types: [],
      lib: ['es2022'],
      paths: { '@/*': ['./*'] },
    },
    include: ['**/*.ts'],
  }),
  'lib/rules/index.ts':
    "/** Barrel. */\nexport { one, type One } from './one';\nexport { two as second } from './two';\n",
  'lib/rules/one.ts': 'export type One = 1;\nexport const one: One = 1;\n',
  'lib/rules/two.ts': 'export const two = 2;\n',
  'lib/flat/stage.ts':
    "import { one, second, type One } from '../rules';\nimport { helper } from './helper';\nexport const stage = (): One => (helper(second) ? one : one);\n",
  'lib/flat/helper.ts': 'export const helper = (n: number): boolean => n > 0;\n',
  'lib/flat/added.ts':
    "import { stage } from './stage';\nimport { helper } from '@/lib/flat/helper.ts';\nexport const added = (): boolean => helper(stage());\n",
  'lib/public.ts': "export { one as uno } from './rules';\nexport type { One } from './rules';\n",
  'test/flat/stage.test.ts':
    "declare const vi: { mock(path: string): void };\nvi.mock('../../lib/flat/helper');\nexport const load = () => import('../../lib/flat/stage');\n",
  'docs.md': 'See `lib/flat/helper.ts`, not `git show abc:lib/flat/helper.ts`.\n',
  'eslint.config.js': "export const except = ['./helper.ts'];\n",
};

const MAP = {
  moves: {
    'lib/flat/stage.ts': 'lib/stages/first/stage.ts',
    'lib/flat/helper.ts': 'lib/stages/text/helper-words.ts',
    'lib/rules/one.ts': 'lib/stages/first/one.ts',
    'lib/rules/two.ts': 'lib/stages/text/two.ts',
    'lib/flat/gone.ts': 'lib/stages/gone.ts',
  },
  dissolve: ['lib/rules/index.ts'],
  edits: [{ file: 'eslint.config.js', from: "['./helper.ts']", to: "['./text/helper-words.ts']" }],
};

let root = '';
const read = (path: string): string => readFileSync(join(root, path), 'utf8');

function apply(): { status: number | null; out: string } {
  const run = spawnSync(TSX, [SCRIPT, '--root', root, '--map', 'rooms.json', '--no-format'], {
    encoding: 'utf8',
  });
  return { status: run.status, out: run.stdout + run.stderr };
}

/** Type errors of the fixture (its imports must resolve and its types line up). */
function typeErrors(): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    },
  );
  if (!config) return ['no tsconfig'];
  const program = ts.createProgram(config.fileNames, config.options);
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

let first: { status: number | null; out: string };

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'rooms-'));
  for (const [path, text] of Object.entries({ ...FILES, 'rooms.json': JSON.stringify(MAP) })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  execFileSync('git', ['init', '-q'], { cwd: root });
  execFileSync('git', ['add', '-A'], { cwd: root });
  expect(typeErrors()).toEqual([]);
  first = apply();
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('apply-rooms', () => {
  it('moves the files, keeps unlisted ones, and says which entry it could not make', () => {
    expect(existsSync(join(root, 'lib/stages/first/stage.ts'))).toBe(true);
    expect(existsSync(join(root, 'lib/stages/text/helper-words.ts'))).toBe(true);
    expect(existsSync(join(root, 'lib/flat/stage.ts'))).toBe(false);
    expect(existsSync(join(root, 'lib/flat/added.ts'))).toBe(true);
    expect(first.out).toContain('lib/flat/gone.ts is gone');
    expect(first.status).toBe(1);
  });

  it('rewrites relative, alias, dynamic and mocked imports in their own style, and the tree type-checks', () => {
    expect(read('lib/stages/first/stage.ts')).toContain("from '../text/helper-words'");
    expect(read('lib/flat/added.ts')).toContain("from '../stages/first/stage'");
    expect(read('lib/flat/added.ts')).toContain("from '@/lib/stages/text/helper-words.ts'");
    expect(read('test/flat/stage.test.ts')).toContain("vi.mock('../../lib/stages/text/helper-words')");
    expect(read('test/flat/stage.test.ts')).toContain("import('../../lib/stages/first/stage')");
    expect(typeErrors()).toEqual([]);
  });

  it('dissolves the barrel into direct imports, aliases and type-only names kept', () => {
    expect(existsSync(join(root, 'lib/rules/index.ts'))).toBe(false);
    const stage = read('lib/stages/first/stage.ts');
    expect(stage).toContain("import { one, type One } from './one';");
    expect(stage).toContain("import { two as second } from '../text/two';");
    expect(read('lib/public.ts')).toContain("export { one as uno } from './stages/first/one';");
    expect(read('lib/public.ts')).toContain("export type { One } from './stages/first/one';");
  });

  it('updates path mentions and exact edits, but not a path at a git revision', () => {
    expect(read('docs.md')).toBe(
      'See `lib/stages/text/helper-words.ts`, not `git show abc:lib/flat/helper.ts`.\n',
    );
    expect(read('eslint.config.js')).toContain("['./text/helper-words.ts']");
  });

  it('changes nothing when run again', () => {
    const before = Object.keys(FILES).map((path) => (existsSync(join(root, path)) ? read(path) : null));
    const moved = Object.values(MAP.moves).map((path) => (existsSync(join(root, path)) ? read(path) : null));
    const again = apply();
    expect(again.out).toContain('moves: 0 to make, 4 already made');
    expect(again.out).toContain('imports: 0 references rewritten');
    expect(Object.keys(FILES).map((path) => (existsSync(join(root, path)) ? read(path) : null))).toEqual(
      before,
    );
    expect(
      Object.values(MAP.moves).map((path) => (existsSync(join(root, path)) ? read(path) : null)),
    ).toEqual(moved);
  }, 60_000);
});

describe('scripts/dev/rooms.json', () => {
  const rooms = JSON.parse(readFileSync(join(HOME, 'scripts/dev/rooms.json'), 'utf8')) as typeof MAP;
  const entries = Object.entries(rooms.moves);

  it('names, for every entry, a file that exists before or after the move, and each target once', () => {
    const missing = entries.filter(
      ([from, to]) => !existsSync(join(HOME, from)) && !existsSync(join(HOME, to)),
    );
    expect(missing).toEqual([]);
    const targets = entries.map(([, to]) => to);
    expect(targets.length).toBe(new Set(targets).size);
    expect(targets.filter((to) => to in rooms.moves)).toEqual([]);
  });

  it('puts every engine file in a stage room of lib/engine/pipeline, and each test beside its room', () => {
    const ROOMS = [
      'run',
      'context',
      'model',
      'text',
      'extract',
      'search',
      'acquire',
      'stance',
      'adversary',
      'synthesise',
    ];
    const room = (to: string): string | undefined =>
      /^(?:lib|test\/unit)\/engine\/pipeline\/(?:([a-z]+)\/(?:[a-z]+\/)?)?[a-z-]+(?:\.test)?\.ts$/.exec(
        to,
      )?.[1];
    expect(entries.filter(([, to]) => to.startsWith('lib/') && !ROOMS.includes(room(to) ?? ''))).toEqual([]);
    expect(
      entries.filter(([, to]) => to.startsWith('test/') && room(to) && !ROOMS.includes(room(to) ?? '')),
    ).toEqual([]);
  });
});
