/** A resumable streaming JSON tokenizer: text in pieces of any size, events out, each string capped in length. */
import { EngineError } from '../../errors';

/** What the tokenizer reports, in document order. */
export interface JsonEvents {
  startObject(): void;
  endObject(): void;
  startArray(): void;
  endArray(): void;
  key(name: string): void;
  /** A string, number, boolean or null; `truncated` when a string was longer than the cap and only its start is kept. */
  value(value: string | number | boolean | null, truncated: boolean): void;
}

interface JsonTokenizerOptions {
  /** A string longer than this keeps only its first this many characters (the rest is read and dropped). */
  maxStringChars: number;
  /** Deeper nesting than this is refused (a document of nothing but `[` must not grow the stack without bound). */
  maxDepth: number;
}

/** What may come next between tokens. */
const enum Expect {
  Value,
  ValueOrCloseArray,
  KeyOrCloseObject,
  Key,
  Colon,
  CommaOrClose,
  End,
}

/** Where the tokenizer is inside a token. */
const enum Mode {
  Between,
  String,
  Number,
  Literal,
}

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const MAX_NUMBER_CHARS = 64;
const ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

/**
 * JSON as a stream of events. `write` takes the next piece of text (a piece may end anywhere: inside a string, an
 * escape, a `\u` sequence, a number or a literal); `end` checks the document is complete. Memory is bounded by the
 * string cap and the depth cap, never by the document. Bad JSON throws `input/invalid` naming the character offset.
 */
export class JsonTokenizer {
  private expect: Expect = Expect.Value;
  private mode: Mode = Mode.Between;
  /** One entry per open container: true for an object. */
  private readonly stack: boolean[] = [];
  private parts: string[] = [];
  private kept = 0;
  private truncated = false;
  private isKey = false;
  /** Inside a string: 0 plain, 1 after a backslash, 2–5 reading the hex digits of `\u`. */
  private escape = 0;
  private hex = '';
  private token = '';
  /** Characters consumed before the current piece: error offsets are in the whole document. */
  private offset = 0;
  private started = false;

  constructor(
    private readonly events: JsonEvents,
    private readonly options: JsonTokenizerOptions,
  ) {}

  /** Characters read so far. */
  get position(): number {
    return this.offset;
  }

  write(text: string): void {
    let i = 0;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) i = 1;
    }
    const n = text.length;
    let nextBackslash = -2;
    while (i < n) {
      if (this.mode === Mode.String) {
        if (this.escape !== 0) {
          i = this.readEscape(text, i);
          continue;
        }
        const quote = text.indexOf('"', i);
        if (nextBackslash !== -1 && nextBackslash < i) nextBackslash = text.indexOf('\\', i);
        const stop = quote === -1 ? n : quote;
        if (nextBackslash !== -1 && nextBackslash < stop) {
          this.keep(text, i, nextBackslash);
          this.escape = 1;
          i = nextBackslash + 1;
          continue;
        }
        this.keep(text, i, stop);
        if (quote === -1) {
          i = n;
          continue;
        }
        i = quote + 1;
        this.finishString();
        continue;
      }
      if (this.mode === Mode.Number || this.mode === Mode.Literal) {
        let j = i;
        while (j < n && isTokenChar(text.charCodeAt(j))) j++;
        this.token += text.slice(i, j);
        if (this.token.length > MAX_NUMBER_CHARS) this.fail(i, 'a number or word too long');
        if (j === n) {
          i = n;
          continue;
        }
        this.finishToken(i);
        i = j;
        continue;
      }
      const c = text.charCodeAt(i);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) {
        i++;
        continue;
      }
      this.between(text, i, c);
      i++;
    }
    this.offset += n;
  }

  /** The document ended: throws when it is incomplete. */
  end(): void {
    if (this.mode === Mode.Number || this.mode === Mode.Literal) this.finishToken(0);
    if (this.mode === Mode.String) this.fail(0, 'the text ends inside a string');
    if (this.expect !== Expect.End) this.fail(0, 'the text ends before the JSON is complete');
  }

  private between(text: string, i: number, c: number): void {
    const ch = text[i] ?? '';
    switch (this.expect) {
      case Expect.Colon:
        if (ch !== ':') this.fail(i, `expected ':' but found '${ch}'`);
        this.expect = Expect.Value;
        return;
      case Expect.CommaOrClose:
        if (ch === ',') {
          this.expect = this.stack[this.stack.length - 1] ? Expect.Key : Expect.Value;
        } else if (ch === '}' || ch === ']') {
          this.close(i, ch === '}');
        } else {
          this.fail(i, `expected ',' or a closing bracket but found '${ch}'`);
        }
        return;
      case Expect.KeyOrCloseObject:
      case Expect.Key:
        if (ch === '"') {
          this.startString(true);
        } else if (ch === '}' && this.expect === Expect.KeyOrCloseObject) {
          this.close(i, true);
        } else {
          this.fail(i, `expected a key but found '${ch}'`);
        }
        return;
      case Expect.End:
        this.fail(i, `unexpected '${ch}' after the end of the JSON`);
        return;
      case Expect.ValueOrCloseArray:
        if (ch === ']') {
          this.close(i, false);
          return;
        }
        break;
      case Expect.Value:
        break;
    }
    if (ch === '"') {
      this.startString(false);
    } else if (ch === '{' || ch === '[') {
      if (this.stack.length >= this.options.maxDepth) this.fail(i, 'the JSON is nested too deep');
      const isObject = ch === '{';
      this.stack.push(isObject);
      this.expect = isObject ? Expect.KeyOrCloseObject : Expect.ValueOrCloseArray;
      if (isObject) this.events.startObject();
      else this.events.startArray();
    } else if (ch === '-' || (c >= 0x30 && c <= 0x39)) {
      this.mode = Mode.Number;
      this.token = ch;
    } else if (ch === 't' || ch === 'f' || ch === 'n') {
      this.mode = Mode.Literal;
      this.token = ch;
    } else {
      this.fail(i, `unexpected '${ch}'`);
    }
  }

  private close(i: number, isObject: boolean): void {
    const open = this.stack.pop();
    if (open !== isObject) this.fail(i, 'a closing bracket does not match its opening one');
    if (isObject) this.events.endObject();
    else this.events.endArray();
    this.afterValue();
  }

  private afterValue(): void {
    this.expect = this.stack.length === 0 ? Expect.End : Expect.CommaOrClose;
  }

  private startString(isKey: boolean): void {
    this.mode = Mode.String;
    this.isKey = isKey;
    this.parts = [];
    this.kept = 0;
    this.truncated = false;
  }

  private keep(text: string, from: number, to: number): void {
    if (to <= from || this.truncated) return;
    const room = this.options.maxStringChars - this.kept;
    if (to - from > room) {
      if (room > 0) this.parts.push(text.slice(from, from + room));
      this.kept += Math.max(room, 0);
      this.truncated = true;
      return;
    }
    this.parts.push(text.slice(from, to));
    this.kept += to - from;
  }

  private readEscape(text: string, i: number): number {
    const ch = text[i] ?? '';
    if (this.escape === 1) {
      if (ch === 'u') {
        this.escape = 2;
        this.hex = '';
        return i + 1;
      }
      const decoded = ESCAPES[ch];
      if (decoded === undefined) this.fail(i, `unknown escape '\\${ch}' in a string`);
      this.keepChar(decoded ?? '');
      this.escape = 0;
      return i + 1;
    }
    if (!/[0-9a-fA-F]/.test(ch)) this.fail(i, 'a \\u escape needs four hex digits');
    this.hex += ch;
    this.escape++;
    if (this.escape === 6) {
      this.keepChar(String.fromCharCode(parseInt(this.hex, 16)));
      this.escape = 0;
    }
    return i + 1;
  }

  private keepChar(ch: string): void {
    if (this.truncated) return;
    if (this.kept >= this.options.maxStringChars) {
      this.truncated = true;
      return;
    }
    this.parts.push(ch);
    this.kept += 1;
  }

  private finishString(): void {
    const text = this.parts.length === 1 ? (this.parts[0] ?? '') : this.parts.join('');
    this.parts = [];
    this.mode = Mode.Between;
    if (this.isKey) {
      this.expect = Expect.Colon;
      this.events.key(text);
      return;
    }
    this.afterValue();
    this.events.value(text, this.truncated);
  }

  private finishToken(i: number): void {
    const token = this.token;
    this.mode = Mode.Between;
    this.token = '';
    let value: number | boolean | null;
    if (token === 'true') value = true;
    else if (token === 'false') value = false;
    else if (token === 'null') value = null;
    else if (NUMBER.test(token)) value = Number(token);
    else return this.fail(i, `'${token}' is not a JSON value`);
    this.afterValue();
    this.events.value(value, false);
  }

  private fail(i: number, what: string): never {
    throw new EngineError('input/invalid', `Not valid JSON at character ${this.offset + i}: ${what}.`);
  }
}

/** Characters that continue a number or a literal (anything else ends it). */
function isTokenChar(c: number): boolean {
  return (
    (c >= 0x30 && c <= 0x39) || // 0-9
    (c >= 0x61 && c <= 0x7a) || // a-z
    (c >= 0x41 && c <= 0x5a) || // A-Z
    c === 0x2b || // +
    c === 0x2d || // -
    c === 0x2e // .
  );
}
