/** Keeps the architecture honest: contract suites, handlers, adapters behind the root, one home per concept. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(ROOT, path)).isDirectory() ? filesUnder(path) : [path];
  });
}
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const sources = [...filesUnder('lib'), ...filesUnder('entrypoints')].filter((f) => /\.(ts|tsx)$/.test(f));
const scripts = filesUnder('scripts').filter((f) => /\.(ts|tsx)$/.test(f));
const importsOf = (file: string) => [...read(file).matchAll(/from '([^']+)'/g)].map((m) => m[1]!);
/** Files (product code and scripts) whose text matches `pattern`, except `home`. */
const definedOutside = (home: string, pattern: RegExp) =>
  [...sources, ...scripts].filter((file) => file !== home && pattern.test(read(file)));

/** Each cycle of a module graph once, as its modules in import order from the least (depth-first search). */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const found = new Map<string, string[]>();
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = stack.slice(stack.indexOf(next));
        const start = cycle.indexOf([...cycle].sort()[0]!);
        const canonical = [...cycle.slice(start), ...cycle.slice(0, start)];
        found.set(canonical.join(' -> '), canonical);
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return [...found.values()];
}

describe('architecture conventions', () => {
  it('every port has a contract suite run against its adapters', () => {
    const ports = read('lib/engine/ports/index.ts')
      .match(/'\.\/([a-z-]+)'/g)!
      .map((m) => m.slice(3, -1));
    const contracts = filesUnder('test/contract').map((f) => f.replace(/^test\/contract\//, ''));
    const missing = ports.filter((port) => !contracts.some((file) => file.startsWith(port)));
    expect(ports.length).toBeGreaterThanOrEqual(5);
    expect(missing).toEqual([]);
  });

  it('every protocol message has exactly one handler', () => {
    const protocol = read('lib/messaging/protocol.ts');
    const body = protocol.slice(protocol.indexOf('const MESSAGES = {'));
    const messages = [...body.matchAll(/^ {2}([a-zA-Z]+): message</gm)].map((m) => m[1]!);
    expect(messages.length).toBeGreaterThan(5);
    const handlerCode = sources.map(read).join('\n');
    for (const message of messages) {
      const handlers = handlerCode.match(new RegExp(`handleMessage\\(\\s*'${message}'`, 'g')) ?? [];
      expect({ message, handlers: handlers.length }).toEqual({ message, handlers: 1 });
    }
  });

  it('every message is described once, in the MESSAGES table of lib/messaging/protocol.ts', () => {
    const home = 'lib/messaging/protocol.ts';
    // A second table keyed by message names: a literal object that names several messages with a value each.
    const secondTable =
      /\{\s*(\/\*\*[^*]*\*\/\s*)?(inspectTab|startCheck):[^}]*\b(cancelRun|rerun|deleteRun)\s*:/;
    expect(sources.filter((file) => file !== home && secondTable.test(read(file)))).toEqual([]);
    expect(read(home)).not.toMatch(
      /export interface ProtocolMap|export const (PayloadSchemas|MessageSenders|FAILURE_SHAPES) = \{/,
    );
    // A planted violation is caught (the four tables as they were).
    expect(
      secondTable.test(
        "const FAILURE_SHAPES = {\n  inspectTab: 'extraction',\n  startCheck: 'command',\n  cancelRun: 'command',",
      ),
    ).toBe(true);
  });

  it('every message goes through the one wrapper that checks the sender and parses the payload', () => {
    const wrapper = 'lib/messaging/handle-message.ts';
    const direct = sources.filter((file) => file !== wrapper && /\bonMessage\(/.test(read(file)));
    const reparsed = sources.filter(
      (file) => file !== wrapper && /PayloadSchemas\.\w+\.(safe)?[pP]arse/.test(read(file)),
    );
    expect({ direct, reparsed }).toEqual({ direct: [], reparsed: [] });
  });

  it('only the composition root imports provider adapters', () => {
    const offenders = sources
      .filter((file) => !file.startsWith('lib/composition/') && !file.startsWith('lib/engine/adapters/'))
      .filter((file) => {
        const imports = [...read(file).matchAll(/from '([^']+)'/g)].map((m) => m[1]!);
        // In-memory twins (store, clock) are not providers: tests and hosts may use them.
        return imports.some((path) => /adapters\//.test(path) && !/adapters\/memory\//.test(path));
      })
      .map((file) => relative(ROOT, join(ROOT, file)));
    expect(offenders).toEqual([]);
  });

  it('no import cycles, type-only imports included (ESLint no-cycle skips those)', () => {
    const files = new Set(sources);
    /** A module's relative and `@/` imports (type-only and re-exports too), resolved to source files. */
    const edgesOf = (file: string): string[] =>
      [...read(file).matchAll(/(?:import|export)\s[^;]*?from\s+'([^']+)'/g)]
        .map((m) => m[1]!)
        .filter((spec) => spec.startsWith('.') || spec.startsWith('@/'))
        .map((spec) => (spec.startsWith('@/') ? spec.slice(2) : relative(ROOT, join(ROOT, file, '..', spec))))
        .map((base) =>
          [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((f) => files.has(f)),
        )
        .filter((f): f is string => f !== undefined);
    const graph = new Map(sources.map((file) => [file, edgesOf(file)]));
    const cycles = findCycles(graph);
    expect(cycles).toEqual([]);
    // A planted violation is caught: two modules that import each other's types.
    const planted = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(findCycles(planted)).toEqual([['a.ts', 'b.ts']]);
  });

  it('engine files start with a one-line doc comment', () => {
    const engine = sources.filter((file) => file.startsWith('lib/engine/') && file.endsWith('.ts'));
    const undocumented = engine.filter((file) => !read(file).trimStart().startsWith('/**'));
    expect(undocumented).toEqual([]);
  });

  describe('one home per concept', () => {
    it('URLs: hosts, sites and "same URL" are defined only in domain/url.ts, registrable domains in domain/registrable-domain.ts', () => {
      const home = 'lib/engine/domain/url.ts';
      const helper =
        /function (hostOf|hostname|hostName|safeHost|siteOf|siteName|urlIdentity|urlKey|normalizeUrl|sameUrl)\b/;
      expect(definedOutside(home, helper)).toEqual([]);
      // The public suffix list is read in one module, which readers of hosts (content script, panel) need not load.
      const suffixHome = 'lib/engine/domain/registrable-domain.ts';
      expect(definedOutside(suffixHome, /function (registrableDomain|sourceDomain|getDomain)\b/)).toEqual([]);
      expect(read(suffixHome)).toMatch(/export function registrableDomain/);
      expect(read(home)).not.toMatch(/from 'tldts'/);
      // The inline form of the same helpers: a host parsed out of a URL and trimmed by hand.
      expect(definedOutside(home, /new URL\([^)]*\)\.host(name)?\.(replace|toLowerCase)/)).toEqual([]);
      expect(read(home)).toMatch(/export function urlIdentity/);
    });

    it('dates: one month table (domain/dates/month-names.ts) and one date reader (domain/dates/read-date.ts)', () => {
      // A month table: two month names in a row in a literal list, in any language of the table.
      const monthTable =
        /\b(jan|januar|janvier|enero)['"]?\s*[:,][^\n]*\n?\s*\[?['"]?(feb\p{L}*|février)(?!\p{L})/iu;
      expect(definedOutside('lib/engine/domain/dates/month-names.ts', monthTable)).toEqual([]);
      // A date reader: a UTC date built from a written date's parts, or a function named as a date parser.
      const reader =
        /Date\.UTC\(\s*(Number\(|y\b|year\b)|function (normalizeDate|postDate|isoDate|parsePdfDate|parseDate|readDate)\b/;
      expect(definedOutside('lib/engine/domain/dates/read-date.ts', reader)).toEqual([]);
      // A planted violation is caught.
      expect(monthTable.test('const MONTHS = { jan: 1, feb: 2 };')).toBe(true);
      expect(monthTable.test("const MONTHS = ['jan', 'feb', 'mar'];")).toBe(true);
      expect(monthTable.test("const M = { 'januar': 1,\n  'februar': 2 };")).toBe(true);
      expect(reader.test('return new Date(Date.UTC(y, m - 1, d));')).toBe(true);
      expect(reader.test('const start = Date.UTC(2026, 10, 22);')).toBe(false);
    });

    it('non-public hosts: one list (domain/non-public-hosts.ts) for the URL check and the browser rules', () => {
      const home = 'lib/engine/domain/non-public-hosts.ts';
      // A host list of its own: a non-public name or range written as a literal (or a regex for it).
      const hostList =
        /['"`](localdomain|lacolhost\.com|home\.arpa|192\.168\.0\.0|172\.16\.0\.0)['"`]|home\\\\\.arpa|169\\\\\.254/;
      expect(definedOutside(home, hostList)).toEqual([]);
      expect(read(home)).toMatch(hostList);
      // A planted violation is caught (the old hand-written browser rule and a second list).
      expect(hostList.test(String.raw`'(?:169\\.254|192\\.168)\\.'`)).toBe(true);
      expect(hostList.test("const LOCAL = ['localhost', 'home.arpa'];")).toBe(true);
    });

    it('verdict channels: one list (engine/schemas/channels.ts), words and colours in presentation/channel-words.ts', () => {
      const home = 'lib/engine/schemas/channels.ts';
      // A channel list of its own: the four letters as a type or array, or a record literal with all four.
      const channelList =
        /'r' \| 'g' \| 'b' \| 'a'|\['r', 'g', 'b', 'a'\]|\{ ?r: [^}\n]*, g: [^}\n]*, b: [^}\n]*, a: [^}\n]*\}/;
      // CSS colours (r, g, b, a of a pixel) in the hidden-text reader are not verdict channels.
      const offenders = definedOutside(home, channelList).filter(
        (file) => !file.startsWith('lib/extraction/'),
      );
      expect(offenders).toEqual([]);
      expect(
        definedOutside('lib/presentation/channel-words.ts', /name: 'Explainability'|'Veracity'/),
      ).toEqual([]);
      // A planted violation is caught (the hand-written schema and fallback as they were).
      expect(channelList.test('z.object({ r: unit, g: unit, b: unit, a: unit })')).toBe(true);
      expect(channelList.test("export type Channel = 'r' | 'g' | 'b' | 'a';")).toBe(true);
    });

    it('the host limiter is lib/engine/host-limiter.ts', () => {
      expect(definedOutside('lib/engine/host-limiter.ts', /(class|function \w*)HostLimiter\b/)).toEqual([]);
    });

    it('a whole run is loaded by engine/run-records.ts and Dexie is queried only in lib/db', () => {
      const loadsEverything = (file: string) =>
        ['listClaims', 'listEvidence', 'listVerdicts', 'listSources'].every((m) =>
          read(file).includes(`.${m}(`),
        );
      const loaders = sources.filter(
        (file) =>
          loadsEverything(file) && !file.startsWith('lib/engine/adapters/') && !file.startsWith('lib/db/'),
      );
      expect(loaders).toEqual(['lib/engine/run-records.ts']);
      const panelQueries = sources
        .filter((file) => file.startsWith('entrypoints/'))
        .filter((file) =>
          /\bdb\.(runs|claims|queries|evidence|verdicts|sources|trace)\b|rowsOfRun\(/.test(read(file)),
        );
      expect(panelQueries).toEqual([]);
    });

    it('stored rows are defined once, in engine/schemas', () => {
      const home = 'lib/engine/schemas/stored.ts';
      expect(definedOutside(home, /(const|interface|type) Stored(Source|Verdict)(Schema)?\b\s*=?/)).toEqual(
        [],
      );
    });

    it('verdict labels are worded once, in presentation/verdict-words.ts', () => {
      const home = 'lib/presentation/verdict-words.ts';
      expect(definedOutside(home, /Record<VerdictLabel, string>/)).toEqual([]);
      expect(definedOutside(home, /'Likely (true|false)'/)).toEqual([]);
    });

    it('entrypoints and the CLI scripts import the engine only through its public API', () => {
      const outside = [...sources.filter((file) => file.startsWith('entrypoints/')), ...scripts]
        .filter((file) => !file.startsWith('scripts/eval/'))
        .filter((file) => importsOf(file).some((path) => /lib\/engine\/./.test(path)));
      expect(outside).toEqual([]);
      const users = [...sources, ...scripts].filter((file) =>
        importsOf(file).some((path) => /(^@\/|\/)lib\/engine$/.test(path) || path === '../engine'),
      );
      expect(users.length).toBeGreaterThan(10);
    });

    it('text is cut into words and sentences by domain/text/segment.ts (Intl.Segmenter), in every script', () => {
      const home = 'lib/engine/domain/text/segment.ts';
      // Word counts from spaces (a Chinese or Japanese sentence is one "word"), words as runs of letters (the
      // whole sentence again), and segmenters built outside the one cache.
      const wordSplitting = [
        /\.split\(\s*\/\\s\+\/\s*\)/,
        /\.split\(\s*' '\s*\)(\s*\.filter\([^)]*\))?\s*\.length/,
        /\.(match|matchAll)\(\s*\/\[\\p\{L\}\\p\{N\}\]\+/,
        /new Intl\.Segmenter/,
      ];
      // Known exceptions, each with its reason; the list may only shrink.
      const allowed: Record<string, string> = {
        'lib/engine/pipeline/text/cue-words.ts': 'splits its own stopword list literal, not text',
        'lib/engine/pipeline/stance/figures/quantities.ts': 'splits its own unit table literal, not text',
        'lib/engine/pipeline/stance/reading/polarity.ts':
          'looks at the next words after a negator (to move to wordsOf)',
        'lib/engine/pipeline/text/detect-injection.ts':
          'matches lexicon words; unspaced scripts are matched as substrings',
        'lib/engine/domain/quotes/normalise-quote.ts':
          'compares a quote with its source token by token, same script',
        'lib/engine/domain/quotes/critical-differences.ts':
          'compares a quote with its source token by token, same script',
        'lib/engine/pipeline/search/followup-filter.ts': 'caps the number of space-joined query terms',
      };
      const offenders = sources
        .filter((file) => file.startsWith('lib/engine/') || file.startsWith('lib/extraction/'))
        .filter((file) => file !== home && !(file in allowed))
        .filter((file) => wordSplitting.some((pattern) => pattern.test(read(file))));
      expect(offenders).toEqual([]);
      expect(read(home)).toMatch(/export function sentencesOf/);
      expect(read(home)).toMatch(/export function wordsOf/);
      // A planted violation is caught.
      for (const planted of [
        'const words = text.split(/\\s+/).filter((w) => /[\\p{L}\\p{N}]/u.test(w));',
        "const n = query.split(' ').length;",
        'const words = sentence.toLowerCase().match(/[\\p{L}\\p{N}]+/gu) ?? [];',
      ])
        expect(
          wordSplitting.some((pattern) => pattern.test(planted)),
          planted,
        ).toBe(true);
    });

    it('provider adapters are not re-exported past the rule', () => {
      const reexports = sources
        .filter((file) => !file.startsWith('lib/engine/adapters/'))
        .filter((file) => /export \{[^}]*\} from '[^']*adapters\/(fetch|http|llm|search)\//.test(read(file)));
      expect(reexports).toEqual([]);
    });
  });
});
