/**
 * Extension build only: the openai SDK's client constructs every API resource (assistants, audio, files, realtime,
 * vector stores …), so none of them tree-shakes; together with the helpers only they reach, about 200 kB of the
 * service worker. The extension calls two resources (`OPENAI_RESOURCES_USED`); this Vite plugin loads each other
 * top-level resource module as an empty resource class of the same name. Node (CLI, tests, bench) keeps the whole
 * SDK. A resource module whose exports are not the one class expected fails the build instead of being guessed.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The resources `lib/engine/adapters/llm/openai-client.ts` calls (`sdk.<name>.…`); kept whole. */
export const OPENAI_RESOURCES_USED = ['chat', 'models'] as const;

const RESOURCES_DIR = /[\\/]node_modules[\\/]openai[\\/]resources[\\/]/;

/** The resource modules the SDK's `resources/index.mjs` exports classes from, relative to `resources/`. */
export function topLevelResourceModules(indexSource: string): string[] {
  return [...indexSource.matchAll(/^export \{ \w+,? \} from "\.\/([^"]+\.mjs)";$/gm)].map((m) => m[1]!);
}

/** `chat/chat.mjs` → `chat`; `batches.mjs` → `batches`. */
function resourceName(module: string): string {
  return module.split('/')[0]!.replace(/\.mjs$/, '');
}

/** The stand-in for one resource module: its one exported class, with no methods. */
export function emptyResourceModule(source: string, module: string, resourceBase: string): string {
  const exports = [...source.matchAll(/^export\s+(?:\{[^}]*\}|\w+(?:\s+\w+)?)/gm)].map((m) => m[0]);
  const classes = [...source.matchAll(/^export class (\w+) extends APIResource \{/gm)].map((m) => m[1]!);
  if (classes.length !== 1 || exports.length !== 1)
    throw new Error(
      `openai-resources: ${module} no longer exports exactly one resource class (${exports.join(', ')}); update scripts/build/openai-resources.ts`,
    );
  return `import { APIResource } from ${JSON.stringify(resourceBase)};\nexport class ${classes[0]} extends APIResource {}\n`;
}

/** The Vite plugin (see the file's comment). */
export function openAiUnusedResources(): Plugin {
  let stubbed: Set<string> | undefined;
  return {
    name: 'cartographer:openai-unused-resources',
    enforce: 'pre',
    load(id) {
      const path = id.split('?')[0]!;
      const at = RESOURCES_DIR.exec(path);
      if (!at) return null;
      const resourcesDir = path.slice(0, at.index + at[0].length);
      stubbed ??= new Set(
        topLevelResourceModules(readFileSync(join(resourcesDir, 'index.mjs'), 'utf8'))
          .filter((module) => !(OPENAI_RESOURCES_USED as readonly string[]).includes(resourceName(module)))
          .map((module) => join(resourcesDir, module)),
      );
      if (!stubbed.has(path)) return null;
      const module = path.slice(resourcesDir.length);
      return emptyResourceModule(
        readFileSync(path, 'utf8'),
        module,
        join(dirname(resourcesDir), 'core', 'resource.mjs'),
      );
    },
  };
}
