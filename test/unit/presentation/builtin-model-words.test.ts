import { describe, expect, it } from 'vitest';
import { EngineError } from '../../../lib/engine/errors';
import { ModelHealth } from '../../../lib/engine/pipeline/model/model-health';
import { ModelUseSchema } from '../../../lib/engine/schemas';
import {
  browserFacts,
  builtinModelWords,
  downloadFailureWords,
  type BuiltinModelState,
} from '../../../lib/presentation/builtin-model-words';
import { checkOutcome } from '../../../lib/presentation/check-outcome';

const CHROME_150 =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36';
const CHROME_131 = CHROME_150.replace('150.0', '131.0');
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const LANGUAGES = ['en', 'es', 'ja'];
const NO_SERVER = /server|address|\bkey\b(?! needed| required|;|,)/i;

describe("Chrome's built-in model in words", () => {
  it('says why it is absent from what the browser tells', () => {
    const words = (ua: string, brands: string[]) =>
      builtinModelWords({ kind: 'absent', facts: browserFacts(ua, brands, false) }, LANGUAGES);
    expect(words(FIREFOX, []).title).toBe('Firefox has no built-in model');
    expect(words(CHROME_131, ['Google Chrome', 'Chromium']).title).toBe('Not available: this is Chrome 131');
    expect(words(CHROME_131, ['Google Chrome']).detail).toMatch(/needs Chrome 138 or later/);
    expect(words(CHROME_150, ['Google Chrome']).title).toMatch(/does not offer its built-in model here/);
    expect(words(CHROME_150, ['Chromium']).title).toBe('Not available: this browser is not Google Chrome');
    const chromium = browserFacts(CHROME_150, ['Chromium'], true);
    expect(builtinModelWords({ kind: 'unavailable', facts: chromium }, LANGUAGES).title).toMatch(
      /this browser says it cannot run a built-in model here/,
    );
  });

  it('names what it needs, its download size and progress, and never a server, address or key', () => {
    const states: BuiltinModelState[] = [
      { kind: 'unavailable' },
      { kind: 'downloadable' },
      { kind: 'downloading', progress: 0.42 },
      { kind: 'downloading', progress: null },
      { kind: 'available' },
    ];
    const all = states.map((state) => builtinModelWords(state, LANGUAGES));
    expect(all[0]!.detail).toMatch(
      /22 GB of free disk space.*more than 4 GB of memory or 16 GB of RAM and 4 CPU cores/,
    );
    expect(all[1]!.detail).toMatch(/The download is several GB, once \(Chrome does not say the exact size/);
    expect(all[2]!.title).toMatch(/downloading: 42%/);
    expect(all[4]!.detail).toMatch(/English, Spanish and Japanese/);
    for (const { title, detail } of all) expect(`${title} ${detail}`).not.toMatch(/server|address/i);
  });

  it('says why a Download click did not get the model', () => {
    const failed = (name: string) =>
      builtinModelWords(
        { kind: 'download-failed', reason: downloadFailureWords(new DOMException('x', name)) },
        LANGUAGES,
      ).detail;
    expect(failed('NotAllowedError')).toMatch(/only from a click on the Download button/);
    expect(failed('NetworkError')).toMatch(/check the connection/);
  });

  it('says a check read without it because it is not downloaded, with the Download step to take', () => {
    const use = ModelUseSchema.parse({});
    new ModelHealth(use, 3).cannotUse(
      new EngineError('llm/not-ready', "Chrome's built-in model is not downloaded yet."),
    );
    const outcome = checkOutcome({
      status: 'done',
      model: 'chrome-builtin:gemini-nano',
      modelUse: use,
      error: null,
      partialReason: null,
    } as never);
    expect(outcome.kind).toBe('degraded');
    expect(outcome.status).toMatch(/not downloaded to this computer yet/);
    expect(outcome.advice).toMatch(/press Download/);
    expect(`${outcome.status} ${outcome.advice}`).not.toMatch(NO_SERVER);
  });

  it("says a check read without it because it does not take the article's language", () => {
    const use = ModelUseSchema.parse({});
    new ModelHealth(use, 3).cannotUse(new EngineError('llm/unsupported-language', 'German'));
    const outcome = checkOutcome({
      status: 'done',
      model: 'chrome-builtin:gemini-nano',
      modelUse: use,
      error: null,
      partialReason: null,
    } as never);
    expect(outcome.status).toMatch(/does not read this article's language/);
    expect(outcome.advice).toBeNull();
    expect(outcome.status).not.toMatch(NO_SERVER);
  });
});
