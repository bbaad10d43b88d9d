/**
 * The one way to build a model call's messages: instructions are engine-written templates, and untrusted text (page,
 * title, site name, URL, caption, search result, evidence, a model's answer read from them) enters only as a
 * `wrapUntrusted` block. The brands make any other mix a type error; `instruction` also refuses it at run time.
 */
import { normaliseUntrusted } from '../domain/quotes/normalise-untrusted';
import { EngineError } from '../errors';

declare const INSTRUCTION: unique symbol;
declare const WRAPPED: unique symbol;
declare const ENGINE_ID: unique symbol;
declare const MESSAGE: unique symbol;

/** Text the engine wrote: a template in the source whose slots hold only numbers, engine ids, words and instructions. */
export type Instruction = string & { readonly [INSTRUCTION]: true };
/** Untrusted text inside its delimiters, normalised and escaped (made only by `wrapUntrusted`). */
type Wrapped = string & { readonly [WRAPPED]: true };
/** An id the engine made (a claim's, a passage's): letters, digits and `_ - . :` only. */
export type EngineId = string & { readonly [ENGINE_ID]: true };
/** A finished message of a model call (made only by `systemMessage` and `userMessage`). */
export type SystemMessage = string & { readonly [MESSAGE]: 'system' };
export type UserMessage = string & { readonly [MESSAGE]: 'user' };

/** What an instruction's slot may hold: never a plain string. */
type Slot = number | Instruction | EngineId;

/** The tags untrusted text is delimited by: the article, a claim, a passage, a search snippet, a model's own answer. */
export const UNTRUSTED_TAGS = ['article', 'claim', 'passage', 'snippet', 'answer'] as const;
type UntrustedTag = (typeof UNTRUSTED_TAGS)[number];

/**
 * An instruction, as a tagged template: `instruction\`Answer for passage id "${id}".\``. The template's text is the
 * source's own (a tagged template's strings array carries `raw`); a slot takes a number, an engine id,
 * a closed-set `word` or another instruction, so a title or a page's text cannot be interpolated.
 */
export function instruction(strings: TemplateStringsArray, ...slots: readonly Slot[]): Instruction {
  // A tagged template's strings carry `raw` (a bundler that lowers templates keeps it); a string passed as one does not.
  if (!Array.isArray(strings) || !Array.isArray((strings as { raw?: unknown }).raw))
    throw new EngineError('input/invalid', 'An instruction must be a template written in the source.');
  return strings.reduce(
    (out, text, i) => out + text + (i < slots.length ? String(slots[i]) : ''),
    '',
  ) as Instruction;
}

/** A word of a closed set the engine defines (a verdict label, a stance, a schema name): literal types only. */
export function word<const T extends string>(value: string extends T ? never : T): Instruction {
  return value as string as Instruction;
}

/** A number with `digits` decimals ("0.80"), for an instruction's slot. */
export function decimal(value: number, digits: number): Instruction {
  return value.toFixed(digits) as Instruction;
}

/** Instructions joined by a separator written in the source (", ", "; "). */
export function joined<const S extends string>(
  parts: readonly Instruction[],
  separator: string extends S ? never : S,
): Instruction {
  return parts.join(separator) as Instruction;
}

const ID_SHAPE = /^[\p{L}\p{N}_.:-]{1,80}$/u;

/** An id the engine made, checked: anything else (a title, a sentence) is refused. */
export function engineId(id: string): EngineId {
  if (!ID_SHAPE.test(id)) throw new EngineError('input/invalid', `Not an engine id: "${id.slice(0, 40)}".`);
  return id as EngineId;
}

/**
 * Untrusted text between tags. Everything between the tags is data:
 *   <article url="…" lang="…">…</article>
 *   <claim id="…">…</claim>
 *   <passage id="p1" url="…" published="…">…</passage>
 * Tag characters inside the data are escaped so a page cannot close the tag early; invisible, bidi and Unicode tag
 * characters are stripped, bidi controls resolved to reading order and the text NFKC-normalised first (`normaliseUntrusted`: the model reads what the reader sees). Attributes are data too.
 */
export function wrapUntrusted(
  tag: UntrustedTag,
  text: string,
  attributes: Record<string, string> = {},
): Wrapped {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeData(normaliseUntrusted(value)).replace(/"/g, '″')}"`)
    .join('');
  return `<${tag}${attrs}>\n${escapeData(normaliseUntrusted(text))}\n</${tag}>` as Wrapped;
}

/** Escapes `<` and `>` so wrapped data cannot forge or close tags. */
export function escapeData(text: string): string {
  return text.replace(/</g, '‹').replace(/>/g, '›');
}

/** A system message: instructions only, one a line. */
export function systemMessage(...lines: readonly Instruction[]): SystemMessage {
  return lines.join('\n') as SystemMessage;
}

/** A user message: instructions and wrapped blocks (or an earlier user message it extends), one part a paragraph. */
export function userMessage(...parts: readonly (Instruction | Wrapped | UserMessage)[]): UserMessage {
  return parts.join('\n\n') as UserMessage;
}
