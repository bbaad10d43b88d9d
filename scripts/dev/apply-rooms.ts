/**
 * Applies the room-per-stage layout of `scripts/dev/rooms.json` (issue 21.2) to the working tree: `git mv` per entry,
 * then every import and re-export that resolved to a moved file (found and resolved by TypeScript's own module
 * resolution with the project's tsconfig, aliases included) is rewritten in its old style (relative or alias, with or
 * without extension), the listed barrels are dissolved into direct imports, path mentions of moved files are updated,
 * and the exact `edits` (lint-zone exceptions, planted code) are made. Files not in the map stay where they are and
 * only their imports change. Running it again changes nothing. Prints what it did; exits 1 if anything needs a hand.
 *
 *   scripts/with-node22 npx tsx scripts/dev/apply-rooms.ts [--dry-run] [--no-format] [--map FILE] [--root DIR]
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import ts from 'typescript';

const HOME = resolve(import.meta.dirname, '../..');
const SCAN = ['lib', 'entrypoints', 'scripts', 'test', 'bench'];
const CODE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;
const TEXT = /\.(?:ts|tsx|mts|cts|js|mjs|cjs|md|json)$/;
const ALIASES = ['@@/', '~~/', '@/', '~/'];

interface Edit {
  file: string;
  from: string;
  to: string;
  why?: string;
  all?: boolean;
}
interface RoomMap {
  moves: Record<string, string>;
  dissolve?: string[];
  /** Files that stay in a folder the map empties (a barrel that is the folder's public face). */
  stay?: string[];
  edits?: Edit[];
}

/** One module reference in a source file: the string literal's text span and what it resolved to. */
interface Reference {
  start: number;
  end: number;
  specifier: string;
  target: string;
  /** The whole import/export declaration, when the reference is one (barrels are dissolved per declaration). */
  declaration?: ts.ImportDeclaration | ts.ExportDeclaration;
}

/** A name a barrel re-exports: the module that defines it and its name there. */
interface BarrelExport {
  module: string;
  name: string;
  typeOnly: boolean;
}

const { values: args } = parseArgs({
  options: {
    'dry-run': { type: 'boolean', default: false },
    'no-format': { type: 'boolean', default: false },
    map: { type: 'string', default: 'scripts/dev/rooms.json' },
    root: { type: 'string', default: HOME },
  },
});
const ROOT = resolve(args.root);
const dryRun = args['dry-run'];
const problems: string[] = [];
const log = (line: string): void => console.log(line);
const problem = (line: string): void => {
  problems.push(line);
  console.log(`  ! ${line}`);
};

const abs = (path: string): string => join(ROOT, path);
const rel = (path: string): string => relative(ROOT, path).split('\\').join('/');
const read = (path: string): string => readFileSync(abs(path), 'utf8');

function git(...gitArgs: string[]): string {
  return execFileSync('git', gitArgs, { cwd: ROOT, encoding: 'utf8' });
}

/** Tracked and untracked (not ignored) files under `roots`, repository-relative. */
function filesUnder(roots: string[]): string[] {
  const listed = git('ls-files', '-co', '--exclude-standard', '--', ...roots).split('\n');
  return [...new Set(listed.filter((file) => file && existsSync(abs(file))))].sort();
}

const mapFile = resolve(ROOT, args.map);
const map = JSON.parse(readFileSync(mapFile, 'utf8')) as RoomMap;
const ownFiles = new Set([rel(mapFile), 'scripts/dev/apply-rooms.ts']);

// --- TypeScript module resolution with the project's compiler options (paths/aliases from .wxt/tsconfig.json) ---
if (read('tsconfig.json').includes('.wxt/tsconfig.json') && !existsSync(abs('.wxt/tsconfig.json'))) {
  console.error(
    'Missing .wxt/tsconfig.json (the aliases live there): run `scripts/with-node22 npx wxt prepare` first.',
  );
  process.exit(2);
}
const parsed = ts.getParsedCommandLineOfConfigFile(
  abs('tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  },
);
if (!parsed) throw new Error('tsconfig.json could not be read');
const options = parsed.options;

/** The repository file `specifier` resolves to from `file`, or undefined (a package, or nothing). */
function resolveFrom(file: string, specifier: string): string | undefined {
  const resolved = ts.resolveModuleName(specifier, abs(file), options, ts.sys).resolvedModule;
  if (!resolved || resolved.isExternalLibraryImport) return undefined;
  const target = rel(resolved.resolvedFileName);
  return target.startsWith('..') || target.startsWith('node_modules/') ? undefined : target;
}

function sourceOf(file: string): ts.SourceFile {
  const kind = file.endsWith('x')
    ? ts.ScriptKind.TSX
    : file.match(/\.[cm]?js$/)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  return ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true, kind);
}

/** Every module reference in `file`: imports, re-exports, `import()`, `import('x').T`, `require`, `vi.mock` & co. */
function referencesIn(file: string): Reference[] {
  const source = sourceOf(file);
  const found: Reference[] = [];
  const add = (literal: ts.Node | undefined, declaration?: Reference['declaration']): void => {
    if (!literal || !ts.isStringLiteralLike(literal)) return;
    const target = resolveFrom(file, literal.text);
    if (!target) return;
    found.push({
      start: literal.getStart(source) + 1,
      end: literal.getEnd() - 1,
      specifier: literal.text,
      target,
      declaration,
    });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier, node);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      add(node.moduleReference.expression);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal);
    else if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const callee = node.expression.getText(source);
      if (
        node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        callee === 'require' ||
        /^vi\.(?:mock|doMock|unmock|doUnmock|importActual|importMock)$/.test(callee)
      )
        add(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The named re-exports of a barrel, or a reason it cannot be dissolved. */
function barrelExports(barrel: string): Map<string, BarrelExport> | string {
  const source = sourceOf(barrel);
  const names = new Map<string, BarrelExport>();
  for (const statement of source.statements) {
    if (
      !ts.isExportDeclaration(statement) ||
      !statement.moduleSpecifier ||
      !ts.isStringLiteral(statement.moduleSpecifier) ||
      !statement.exportClause ||
      !ts.isNamedExports(statement.exportClause)
    )
      return `it holds more than named re-exports (${statement.getText(source).slice(0, 60)}…)`;
    const module = resolveFrom(barrel, statement.moduleSpecifier.text);
    if (!module) return `${statement.moduleSpecifier.text} does not resolve`;
    for (const element of statement.exportClause.elements) {
      names.set(element.name.text, {
        module,
        name: (element.propertyName ?? element.name).text,
        typeOnly: statement.isTypeOnly || element.isTypeOnly,
      });
    }
  }
  return names;
}

// --- 1. Read every reference before anything moves (resolution needs the old layout) ---
const codeFiles = filesUnder([...SCAN, ...readdirSync(ROOT).filter((name) => CODE.test(name))]).filter(
  (file) => CODE.test(file) && !file.endsWith('.d.ts'),
);
const references = new Map(codeFiles.map((file) => [file, referencesIn(file)] as const));
const barrels = new Map<string, Map<string, BarrelExport>>();
for (const barrel of map.dissolve ?? []) {
  if (!existsSync(abs(barrel))) {
    log(`barrel ${barrel}: already dissolved`);
    continue;
  }
  const names = barrelExports(barrel);
  if (typeof names === 'string') problem(`barrel ${barrel} kept: ${names}`);
  else barrels.set(barrel, names);
}
// A barrel is dissolved only when every import of it names what it takes (no `* as`, no `export *`, known names).
for (const [file, refs] of references) {
  for (const ref of refs) {
    const names = barrels.get(ref.target);
    if (!names || barrels.has(file)) continue;
    const elements = namedElements(ref.declaration);
    const unknown = elements?.find((element) => !names.has((element.propertyName ?? element.name).text));
    if (!elements || unknown) {
      problem(
        `barrel ${ref.target} kept: ${file} imports \`${ref.specifier}\` ${unknown ? `for ${unknown.name.text}` : 'without naming what it takes'}`,
      );
      barrels.delete(ref.target);
    }
  }
}

// --- 2. Plan and make the moves ---
const moved = new Map<string, string>();
let alreadyMoved = 0;
for (const [from, to] of Object.entries(map.moves)) {
  const hasFrom = existsSync(abs(from));
  const hasTo = existsSync(abs(to));
  if (hasFrom && hasTo) problem(`both ${from} and ${to} exist: not moved`);
  else if (hasFrom) moved.set(from, to);
  else if (hasTo) alreadyMoved += 1;
  else problem(`${from} is gone (removed or moved by another change): entry skipped`);
}
const where = (file: string): string => moved.get(file) ?? file;
const tracked = new Set(git('ls-files').split('\n'));
log(`moves: ${moved.size} to make, ${alreadyMoved} already made`);
for (const [from, to] of moved) {
  log(`  mv ${from} -> ${to}`);
  if (dryRun) continue;
  mkdirSync(dirname(abs(to)), { recursive: true });
  if (tracked.has(from)) git('mv', from, to);
  else renameSync(abs(from), abs(to));
}

/** `target` as a specifier from `file`, in the style of `previous` (alias or relative, extension, folder index). */
function specifierFor(file: string, target: string, previous: string): string {
  const keepsExtension = /\.[cm]?[jt]sx?$/.test(previous);
  const namesIndex = /(?:^|\/)index(?:\.[cm]?[jt]sx?)?$/.test(previous);
  let path = keepsExtension ? target : target.replace(/\.(?:d\.)?[cm]?[jt]sx?$/, '');
  if (!keepsExtension && !namesIndex) path = path.replace(/\/index$/, '');
  const alias = ALIASES.find((prefix) => previous.startsWith(prefix));
  if (alias) return alias + path;
  const relativePath = posix.relative(posix.dirname(file), path);
  return relativePath.startsWith('.') ? relativePath : `./${relativePath}`;
}

/** The named bindings of an import or re-export declaration (undefined for default, namespace, `*` or a call). */
function namedElements(
  declaration: Reference['declaration'],
): readonly (ts.ImportSpecifier | ts.ExportSpecifier)[] | undefined {
  if (!declaration) return undefined;
  if (ts.isExportDeclaration(declaration))
    return declaration.exportClause && ts.isNamedExports(declaration.exportClause)
      ? declaration.exportClause.elements
      : undefined;
  const clause = declaration.importClause;
  return clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings)
    ? clause.namedBindings.elements
    : undefined;
}

/** The declaration `declaration` of `file` rewritten as one declaration per module the barrel's names come from. */
function splitBarrelImport(
  file: string,
  source: ts.SourceFile,
  declaration: ts.ImportDeclaration | ts.ExportDeclaration,
  names: Map<string, BarrelExport>,
  previous: string,
): string | undefined {
  const elements = namedElements(declaration);
  if (!elements) return undefined;
  const wholeTypeOnly = ts.isImportDeclaration(declaration)
    ? (declaration.importClause?.isTypeOnly ?? false)
    : declaration.isTypeOnly;
  const groups = new Map<string, string[]>();
  for (const element of elements) {
    const imported = (element.propertyName ?? element.name).text;
    const origin = names.get(imported);
    if (!origin) return undefined;
    const local = element.name.text;
    const typed = element.isTypeOnly && !wholeTypeOnly ? 'type ' : '';
    const binding = origin.name === local ? local : `${origin.name} as ${local}`;
    groups.set(origin.module, [...(groups.get(origin.module) ?? []), `${typed}${binding}`]);
  }
  const keyword = ts.isImportDeclaration(declaration) ? 'import' : 'export';
  const typeWord = wholeTypeOnly ? ' type' : '';
  const quote = source.text[declaration.moduleSpecifier!.getStart(source)] === '"' ? '"' : "'";
  return [...groups]
    .map(
      ([module, bindings]) =>
        `${keyword}${typeWord} { ${bindings.join(', ')} } from ${quote}${specifierFor(file, where(module), previous)}${quote};`,
    )
    .join('\n');
}

// --- 3. Rewrite references (each file at its new place), dissolving barrel imports ---
const changed = new Set<string>();
/** Per file (new path): the modules its split barrel imports must now resolve to. */
const splitTargets = new Map<string, Set<string>>();
let rewritten = 0;
let split = 0;
for (const [oldFile, refs] of references) {
  if (ownFiles.has(oldFile) || barrels.has(oldFile)) continue;
  const file = where(oldFile);
  const text = dryRun ? read(oldFile) : read(file);
  const source = refs.some((ref) => ref.declaration)
    ? ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
    : undefined;
  const replacements: { start: number; end: number; text: string }[] = [];
  for (const ref of refs) {
    const names = barrels.get(ref.target);
    if (names) {
      const declaration = ref.declaration;
      const node = declaration && source ? findSame(source, declaration) : undefined;
      const replacement =
        node && source ? splitBarrelImport(file, source, node, names, ref.specifier) : undefined;
      if (!node || replacement === undefined) {
        problem(`${file}: could not split \`${ref.specifier}\` into direct imports`);
        continue;
      }
      replacements.push({ start: node.getStart(source), end: node.getEnd(), text: replacement });
      const modules = splitTargets.get(file) ?? new Set<string>();
      for (const element of namedElements(node) ?? [])
        modules.add(where(names.get((element.propertyName ?? element.name).text)?.module ?? ''));
      splitTargets.set(file, modules);
      split += 1;
      continue;
    }
    if (where(ref.target) === ref.target && file === oldFile) continue;
    const specifier = specifierFor(file, where(ref.target), ref.specifier);
    if (specifier !== ref.specifier) replacements.push({ start: ref.start, end: ref.end, text: specifier });
  }
  if (replacements.length === 0) continue;
  let next = text;
  for (const { start, end, text: value } of replacements.sort((a, b) => b.start - a.start))
    next = next.slice(0, start) + value + next.slice(end);
  rewritten += replacements.length;
  changed.add(file);
  if (!dryRun) writeFileSync(abs(file), next);
}
log(`imports: ${rewritten} references rewritten (${split} barrel imports split) in ${changed.size} files`);

/** The declaration in a freshly parsed `source` at the same position as `declaration` (moves keep the text). */
function findSame(
  source: ts.SourceFile,
  declaration: ts.ImportDeclaration | ts.ExportDeclaration,
): ts.ImportDeclaration | ts.ExportDeclaration | undefined {
  return source.statements.find(
    (statement): statement is ts.ImportDeclaration | ts.ExportDeclaration =>
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.pos === declaration.pos,
  );
}

// --- 4. Remove dissolved barrels nothing imports any more ---
for (const barrel of barrels.keys()) {
  log(`  rm ${barrel} (dissolved into direct imports)`);
  if (dryRun) continue;
  if (tracked.has(barrel)) git('rm', '-qf', barrel);
  else rmSync(abs(barrel));
}

// --- 5. Path mentions of moved files (string literals, comments, docs): full paths, and engine paths without lib/engine/ ---
const mentions: [RegExp, string][] = [];
for (const [from, to] of Object.entries(map.moves)) {
  if (!dryRun && !existsSync(abs(to))) continue; // an entry not made names no file
  const forms: [string, string][] = [[from, to]];
  if (from.startsWith('lib/engine/') && to.startsWith('lib/engine/'))
    forms.push([from.slice('lib/engine/'.length), to.slice('lib/engine/'.length)]);
  for (const [a, b] of forms)
    mentions.push([
      new RegExp(`(?<![\\w@~./:-])${a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`, 'g'),
      b,
    ]);
}
let mentioned = 0;
for (const file of filesUnder(['.'])) {
  if (!TEXT.test(file) || ownFiles.has(file) || file === 'package-lock.json' || dryRun) continue;
  const text = read(file);
  let next = text;
  for (const [pattern, to] of mentions) next = next.replace(pattern, () => (mentioned++, to));
  if (next !== text) {
    writeFileSync(abs(file), next);
    changed.add(file);
  }
}
log(`path mentions: ${mentioned} updated`);

// --- 6. Exact edits the resolver cannot make ---
for (const edit of map.edits ?? []) {
  if (!existsSync(abs(edit.file))) {
    problem(`edit in ${edit.file}: file missing (${edit.why ?? ''})`);
    continue;
  }
  const text = read(edit.file);
  if (text.includes(edit.from)) {
    const next = edit.all ? text.split(edit.from).join(edit.to) : text.replace(edit.from, edit.to);
    log(`  edit ${edit.file}: ${edit.from} -> ${edit.to}`);
    if (!dryRun) writeFileSync(abs(edit.file), next);
    changed.add(edit.file);
  } else if (text.includes(edit.to)) log(`  edit ${edit.file}: already made (${edit.to})`);
  else
    problem(
      `edit in ${edit.file} not found, make it by hand: ${edit.from} -> ${edit.to} (${edit.why ?? ''})`,
    );
}

// --- 7. Empty folders left behind, then a check that every reference still resolves where it should ---
if (!dryRun) {
  for (const folder of new Set([...moved.keys(), ...barrels.keys()].map((file) => dirname(file)))) {
    if (existsSync(abs(folder)) && readdirSync(abs(folder)).length === 0) {
      rmdirSync(abs(folder));
      log(`  rmdir ${folder}`);
    }
  }
  let broken = 0;
  for (const [oldFile, refs] of references) {
    const file = where(oldFile);
    if (ownFiles.has(oldFile) || !existsSync(abs(file))) continue;
    const expected = new Set([...refs.map((ref) => where(ref.target)), ...(splitTargets.get(file) ?? [])]);
    const now = referencesIn(file);
    for (const target of expected) {
      if (barrels.has(target) || map.dissolve?.includes(target)) continue;
      if (!now.some((ref) => ref.target === target)) {
        broken += 1;
        problem(`${file}: no longer imports ${target}`);
      }
    }
  }
  log(`check: ${broken === 0 ? 'every import resolves to its moved file' : `${broken} imports lost`}`);
  let grep = '';
  try {
    grep = git(
      'grep',
      '-nE',
      "lib/engine/heuristics|/heuristics'",
      '--',
      ...SCAN,
      'eslint.config.js',
      'vitest.config.ts',
    );
  } catch {
    // git grep exits 1 when nothing matches.
  }
  const leftovers = grep.split('\n').filter((line) => line && !line.startsWith('scripts/dev/'));
  for (const line of leftovers) log(`  note: still mentions heuristics: ${line.slice(0, 160)}`);
  // Files added since the map was written stay where they are: name them, so each can be given a room.
  const targetFolders = new Set(Object.values(map.moves).map((file) => dirname(file)));
  const sourceFolders = new Set(Object.keys(map.moves).map((file) => dirname(file)));
  for (const folder of [...sourceFolders].filter((folder) => !targetFolders.has(folder))) {
    if (!existsSync(abs(folder))) continue;
    for (const name of readdirSync(abs(folder), { withFileTypes: true })) {
      const file = `${folder}/${name.name}`;
      if (name.isFile() && !map.stay?.includes(file))
        log(`  note: not in a room yet: ${file} (add it to ${rel(mapFile)} and run again)`);
    }
  }
}

// --- 8. Format what changed (rewritten imports may need new line breaks) ---
const toFormat = [...changed].filter(
  (file) => existsSync(abs(file)) && /\.(?:ts|tsx|js|mjs|md|json)$/.test(file),
);
if (!dryRun && !args['no-format'] && toFormat.length > 0) {
  execFileSync(join(HOME, 'node_modules/.bin/prettier'), ['--write', '--log-level', 'warn', ...toFormat], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  log(`formatted ${toFormat.length} files`);
}

if (problems.length > 0) {
  log(`\n${problems.length} thing(s) need a hand:`);
  for (const line of problems) log(`  - ${line}`);
  process.exit(1);
}
log(dryRun ? '\ndry run: nothing changed' : '\ndone: run tsc --noEmit, eslint and the unit tests');
