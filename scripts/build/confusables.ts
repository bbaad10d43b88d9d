/**
 * Builds `lib/engine/data/text/confusables.json`, the curated subset of Unicode's confusables.txt (UTS #39) that the
 * engine's confusables skeleton uses: letters of the scripts below whose prototype is one or more ASCII letters.
 *
 * Unicode's data cannot be downloaded on the project's machines; the npm package `unhomoglyph` ships it whole as JSON
 * (confusables.txt 13.0.0, source → prototype). Run once, when the data should change:
 *
 *   npm pack unhomoglyph && tar xzf unhomoglyph-*.tgz
 *   scripts/with-node22 npx tsx scripts/build/confusables.ts package/data.json 13.0.0
 *
 * Left out on purpose: ASCII sources (`0` → `O`, `m` → `rn`: a figure must stay a figure and a word its letters),
 * sources NFKC already folds to ASCII (full-width and mathematical letters: the normaliser applies NFKC first),
 * digits, marks and symbols other than the APL and letterlike ones, and letters of scripts that are not used to
 * imitate Latin text (Hebrew, Arabic, Indic, Georgian …), where a real word would be folded.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const SCRIPTS = ['Latin', 'Cyrillic', 'Greek', 'Armenian', 'Cherokee', 'Coptic', 'Lisu'];
/** Symbols drawn as a Latin letter: APL alpha, iota, rho; estimated ℮; double-struck small gamma. */
const LETTERLIKE_SYMBOLS = new Set(['\u237A', '\u2373', '\u2374', '\u212E', '\u213D']);

/**
 * The team's additions, kept apart from Unicode's data: Cyrillic small letters whose UTS #39 prototype is a Latin
 * small capital or another non-ASCII letter (в → ʙ, к → ĸ, м → ʍ, н → ʜ, т → ᴛ), read as the Latin letter they
 * stand for in salted running text (the engine's look-alike fold had them before this table).
 */
const ADDITIONS: Record<string, string> = { в: 'b', к: 'k', м: 'm', н: 'h', т: 't' };

const IN_SCRIPTS = new RegExp(`^(?:${SCRIPTS.map((s) => `\\p{Script=${s}}`).join('|')})$`, 'u');

function wanted(source: string, prototype: string): boolean {
  if (!/^[A-Za-z]+$/.test(prototype)) return false;
  if ([...source].length !== 1 || /^[\x00-\x7f]$/.test(source)) return false;
  if (/^[\x00-\x7f]+$/.test(source.normalize('NFKC'))) return false;
  if (LETTERLIKE_SYMBOLS.has(source)) return true;
  return /^\p{L}$/u.test(source) && IN_SCRIPTS.test(source);
}

function main(): void {
  const [path, version] = process.argv.slice(2);
  if (!path || !version)
    throw new Error('usage: confusables.ts <unhomoglyph data.json> <confusables.txt version>');
  const all = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  const entries = Object.entries(all)
    .filter(([source, prototype]) => wanted(source, prototype))
    .map(([source, prototype]) => [source.codePointAt(0)!, prototype] as const)
    .sort((a, b) => a[0] - b[0]);
  const map: Record<string, string> = {};
  for (const [code, prototype] of entries)
    map[`U+${code.toString(16).toUpperCase().padStart(4, '0')}`] = prototype;
  const additions: Record<string, string> = {};
  for (const [source, prototype] of Object.entries(ADDITIONS))
    additions[`U+${source.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`] = prototype;
  const data = {
    provenance:
      `Unicode confusables.txt ${version} (UTS #39 security data, https://www.unicode.org/Public/security/), ` +
      `as shipped by the npm package unhomoglyph; subset built by scripts/build/confusables.ts: letters of the ` +
      `${SCRIPTS.join(', ')} scripts and the APL/letterlike symbols ${[...LETTERLIKE_SYMBOLS].join(' ')} whose ` +
      `prototype is ASCII letters, less what NFKC folds already. Unicode data: Unicode License v3.`,
    unicodeVersion: version,
    map,
    additions: {
      provenance:
        'Cartographer team (2026-11): Cyrillic small letters whose UTS #39 prototype is not ASCII (в ʙ, к ĸ, м ʍ, ' +
        'н ʜ, т ᴛ), read as the Latin letter they imitate in salted text.',
      map: additions,
    },
  };
  writeFileSync('lib/engine/data/text/confusables.json', `${JSON.stringify(data, null, 2)}\n`);
  console.log(`${entries.length} confusables written`);
}

main();
