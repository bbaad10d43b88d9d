/**
 * Reads which exports of product code (lib/, entrypoints/) other files use, resolved rather than matched by name:
 * each import, re-export (named or `*`), `import * as`, `import('x').T` and dynamic `import()` is parsed with
 * TypeScript and resolved with the project's tsconfig (aliases included), and uses through barrels reach the module
 * that declares the name. Also lists each file's package imports, run-time or type-only, for the dependency check.
 * Parse only, no type checking: the whole tree reads in about a second.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/** Folders whose code is product (checked) and folders whose code only uses it. */
const PRODUCT = ['lib', 'entrypoints'];
const TOOLS = ['scripts', 'bench'];
const TESTS = ['test'];
const CODE = /\.(?:ts|tsx|mts|js|mjs)$/;
/** The tsconfig's path aliases (`@/`, `~/`, `@@/`, `~~/`), all the repository root. */
const ALIAS = /^(?:@@|~~|@|~)\//;

/** One use of a module: a name it exports, or all of them (`*`: a namespace or a dynamic import kept whole). */
interface Use {
  target: string;
  name: string;
}
/** What a module exports: local names, named re-exports and `export *` sources. */
interface Exports {
  local: Set<string>;
  reexports: Map<string, Use>;
  stars: string[];
}
/** A package a file imports, and whether only its types (erased at run time). */
export interface PackageImport {
  file: string;
  specifier: string;
  typeOnly: boolean;
}
export interface ExportUse {
  /** `file: name` of product exports no other file uses. */
  unused: string[];
  /** `file: name` of product exports that only tests use. */
  testOnly: string[];
  /** Every package import of every file read. */
  packages: PackageImport[];
}

function filesUnder(root: string, dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    return statSync(join(root, path)).isDirectory() ? filesUnder(root, path) : [path];
  });
}

/**
 * Reads the tree under `root`. `planted` adds files (path relative to root → text) as if they were on disk, for
 * tests that plant a violation without touching the tree.
 */
export function readExportUse(root: string, planted: ReadonlyMap<string, string> = new Map()): ExportUse {
  const code = (dirs: string[]) =>
    dirs.flatMap((dir) => filesUnder(root, dir)).filter((f) => CODE.test(f) && !f.endsWith('.d.ts'));
  const plantedIn = (dirs: string[]) =>
    [...planted.keys()].filter((f) => dirs.some((d) => f.startsWith(`${d}/`)));
  const product = [...code(PRODUCT), ...plantedIn(PRODUCT)];
  const tools = [
    ...code(TOOLS),
    ...plantedIn(TOOLS),
    ...readdirSync(root).filter((name) => CODE.test(name) && statSync(join(root, name)).isFile()),
  ];
  const tests = [...code(TESTS), ...plantedIn(TESTS)];
  const textOf = (file: string) => planted.get(file) ?? readFileSync(join(root, file), 'utf8');

  const known = new Set([...product, ...tools, ...tests]);
  /** The file a specifier resolves to (relative to root), or the package it names (`pkg:name`), or undefined. */
  const resolveFrom = (file: string, specifier: string): string | undefined => {
    const alias = ALIAS.exec(specifier);
    if (!alias && !specifier.startsWith('.')) return `pkg:${specifier}`;
    const base = alias ? specifier.slice(alias[0].length) : join(dirname(file), specifier);
    const stem = base.replace(/\.js$/, '');
    return [base, `${stem}.ts`, `${stem}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((f) =>
      known.has(f),
    );
  };

  const exportsOf = new Map<string, Exports>();
  const uses: { from: string; use: Use }[] = [];
  const packages: PackageImport[] = [];

  for (const file of [...product, ...tools, ...tests]) {
    const text = textOf(file);
    // Parent pointers (for reading what a dynamic import takes) only where `import(` occurs: parsing stays cheap.
    const dynamic = /\bimport\s*\(/.test(text);
    const source = ts.createSourceFile(
      file,
      text,
      ts.ScriptTarget.Latest,
      dynamic,
      file.endsWith('x') ? ts.ScriptKind.TSX : file.endsWith('js') ? ts.ScriptKind.JS : ts.ScriptKind.TS,
    );
    const exports: Exports = { local: new Set(), reexports: new Map(), stars: [] };
    exportsOf.set(file, exports);
    const target = (literal: ts.Expression | ts.Node | undefined, typeOnly: boolean): string | undefined => {
      if (!literal || !ts.isStringLiteralLike(literal)) return undefined;
      const resolved = resolveFrom(file, literal.text);
      if (resolved?.startsWith('pkg:')) {
        packages.push({ file, specifier: literal.text, typeOnly });
        return undefined;
      }
      return resolved;
    };
    const use = (to: string | undefined, name: string) => {
      if (to) uses.push({ from: file, use: { target: to, name } });
    };

    for (const statement of source.statements) {
      const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
      const exported = modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      const isDefault = modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
      if (exported && isDefault) exports.local.add('default');
      else if (exported && ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations)
          bindingNames(declaration.name, exports.local);
      } else if (
        exported &&
        (ts.isFunctionDeclaration(statement) ||
          ts.isClassDeclaration(statement) ||
          ts.isInterfaceDeclaration(statement) ||
          ts.isTypeAliasDeclaration(statement) ||
          ts.isEnumDeclaration(statement) ||
          ts.isModuleDeclaration(statement)) &&
        statement.name &&
        ts.isIdentifier(statement.name)
      )
        exports.local.add(statement.name.text);
      else if (ts.isExportAssignment(statement)) exports.local.add('default');
      else if (ts.isExportDeclaration(statement)) {
        const from = target(statement.moduleSpecifier, statement.isTypeOnly);
        const clause = statement.exportClause;
        if (!statement.moduleSpecifier && clause && ts.isNamedExports(clause))
          for (const element of clause.elements) exports.local.add(element.name.text);
        else if (from && !clause) exports.stars.push(from);
        else if (from && clause && ts.isNamespaceExport(clause))
          exports.reexports.set(clause.name.text, { target: from, name: '*' });
        else if (from && clause && ts.isNamedExports(clause))
          for (const element of clause.elements)
            exports.reexports.set(element.name.text, {
              target: from,
              name: (element.propertyName ?? element.name).text,
            });
      } else if (ts.isImportDeclaration(statement)) {
        const clause = statement.importClause;
        const typeOnly =
          !!clause?.isTypeOnly ||
          (!!clause &&
            !clause.name &&
            !!clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly));
        const from = target(statement.moduleSpecifier, typeOnly);
        if (!clause) continue;
        if (clause.name) use(from, 'default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) use(from, '*');
        else if (bindings)
          for (const element of bindings.elements) use(from, (element.propertyName ?? element.name).text);
      } else if (
        ts.isImportEqualsDeclaration(statement) &&
        ts.isExternalModuleReference(statement.moduleReference)
      )
        use(target(statement.moduleReference.expression, statement.isTypeOnly), '*');
    }

    // `import('x').T` in types, and dynamic `import('x')` in code: the names taken, or all of them.
    const visit = (node: ts.Node): void => {
      if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
        const from = target(node.argument.literal, true);
        const qualifier = node.qualifier;
        use(from, qualifier ? (ts.isIdentifier(qualifier) ? qualifier.text : leftmost(qualifier)) : '*');
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const from = target(node.arguments[0], false);
        for (const name of dynamicNames(node)) use(from, name);
      }
      ts.forEachChild(node, visit);
    };
    if (dynamic) visit(source);
  }

  // Follow each use through barrels to the module that declares the name, marking every module on the way.
  const product_ = new Set(product);
  const testFiles = new Set(tests);
  const usedBy = new Map<string, 'product' | 'tests'>();
  const mark = (use: Use, from: string, kind: 'product' | 'tests', seen = new Set<string>()) => {
    const key = `${use.target}: ${use.name}`;
    if (seen.has(key)) return;
    seen.add(key);
    const exports = exportsOf.get(use.target);
    if (!exports) return;
    const names = use.name === '*' ? [...exports.local, ...exports.reexports.keys()] : [use.name];
    for (const name of names) {
      if (from !== use.target && (kind === 'product' || usedBy.get(`${use.target}: ${name}`) !== 'product'))
        usedBy.set(`${use.target}: ${name}`, kind);
      const forwarded = exports.reexports.get(name);
      if (forwarded) mark(forwarded, use.target, kind, seen);
      else if (!exports.local.has(name) || use.name === '*')
        for (const star of exports.stars)
          mark({ target: star, name: use.name === '*' ? '*' : name }, use.target, kind, seen);
    }
  };
  for (const { from, use } of uses) mark(use, from, testFiles.has(from) ? 'tests' : 'product');

  const unused: string[] = [];
  const testOnly: string[] = [];
  for (const file of product_) {
    const exports = exportsOf.get(file)!;
    for (const name of [...exports.local, ...exports.reexports.keys()]) {
      // Entrypoints hand their definition to WXT as the default export.
      if (name === 'default' && file.startsWith('entrypoints/')) continue;
      const kind = usedBy.get(`${file}: ${name}`);
      if (kind === 'tests') testOnly.push(`${file}: ${name}`);
      else if (!kind) unused.push(`${file}: ${name}`);
    }
  }
  return { unused: unused.sort(), testOnly: testOnly.sort(), packages };
}

function bindingNames(name: ts.BindingName, into: Set<string>): void {
  if (ts.isIdentifier(name)) into.add(name.text);
  else
    for (const element of name.elements)
      if (!ts.isOmittedExpression(element)) bindingNames(element.name, into);
}

function leftmost(name: ts.EntityName): string {
  return ts.isIdentifier(name) ? name.text : leftmost(name.left);
}

/** The names a dynamic `import()` takes: `const { a } = await import()`, `.then(({ a }) => …)`, `.then((m) => m.a)`. */
function dynamicNames(call: ts.CallExpression): string[] {
  let node: ts.Node = call;
  while (ts.isAwaitExpression(node.parent) || ts.isParenthesizedExpression(node.parent)) node = node.parent;
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) && ts.isObjectBindingPattern(parent.name))
    return propertyNames(parent.name);
  if (
    ts.isPropertyAccessExpression(parent) &&
    parent.name.text === 'then' &&
    ts.isCallExpression(parent.parent) &&
    parent.parent.arguments[0] &&
    (ts.isArrowFunction(parent.parent.arguments[0]) || ts.isFunctionExpression(parent.parent.arguments[0]))
  ) {
    const callback = parent.parent.arguments[0];
    const param = callback.parameters[0]?.name;
    if (param && ts.isObjectBindingPattern(param)) return propertyNames(param);
    if (param && ts.isIdentifier(param)) {
      const names: string[] = [];
      let whole = false;
      const visit = (inner: ts.Node): void => {
        if (ts.isIdentifier(inner) && inner.text === param.text && inner !== param) {
          if (ts.isPropertyAccessExpression(inner.parent) && inner.parent.expression === inner)
            names.push(inner.parent.name.text);
          else whole = true;
        }
        ts.forEachChild(inner, visit);
      };
      visit(callback.body);
      if (!whole) return names;
    }
  }
  return ['*'];
}

function propertyNames(pattern: ts.ObjectBindingPattern): string[] {
  const names = pattern.elements.map((e) =>
    e.dotDotDotToken
      ? '*'
      : e.propertyName && ts.isIdentifier(e.propertyName)
        ? e.propertyName.text
        : ts.isIdentifier(e.name)
          ? e.name.text
          : '*',
  );
  return names;
}

/** The repository root, for callers in scripts/ and test/. */
export const REPO_ROOT = resolve(import.meta.dirname, '../..');
