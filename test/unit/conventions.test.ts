/** Keeps the architecture honest: ports have contract suites, messages have handlers, adapters stay behind the root. */
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
    const body = protocol.slice(protocol.indexOf('export interface ProtocolMap'));
    const messages = [...body.matchAll(/^ {2}([a-zA-Z]+)\(/gm)].map((m) => m[1]!);
    expect(messages.length).toBeGreaterThan(5);
    const handlerCode = sources.map(read).join('\n');
    for (const message of messages) {
      const handlers = handlerCode.match(new RegExp(`handleMessage\\(\\s*'${message}'`, 'g')) ?? [];
      expect({ message, handlers: handlers.length }).toEqual({ message, handlers: 1 });
    }
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

  it('engine files start with a one-line doc comment', () => {
    const engine = sources.filter((file) => file.startsWith('lib/engine/') && file.endsWith('.ts'));
    const undocumented = engine.filter((file) => !read(file).trimStart().startsWith('/**'));
    expect(undocumented).toEqual([]);
  });
});
