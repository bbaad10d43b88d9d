/**
 * Stands in, in the extension build only, for linkedom's stylesheet parser (`cssomnom/parse`, 199 kB of the service
 * worker): it backs only `HTMLStyleElement.sheet`, which nothing reads (style-rules.ts parses `<style>` text itself).
 * Node (CLI, tests) keeps the real parser. Reading `.sheet` in the extension fails loudly instead of guessing.
 */
export function parse(): never {
  throw new Error(
    'The extension build has no stylesheet parser: read <style> text (see style-rules.ts), not .sheet.',
  );
}
