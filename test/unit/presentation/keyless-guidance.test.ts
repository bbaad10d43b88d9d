import { describe, expect, it } from 'vitest';
import {
  keylessCanDo,
  nextStep,
  settledLittle,
  type KeylessSituation,
} from '../../../lib/presentation/keyless-guidance';
import { isScienceClaim } from '../../../lib/presentation/science-claims';
import { downloadOfferWords, factIndexProgressWords } from '../../../lib/presentation/fact-index-words';

/** A user with nothing: no index, no OpenAlex key, no model, no built-in model. */
const keyless = (overrides: Partial<KeylessSituation> = {}): KeylessSituation => ({
  factIndex: false,
  openAlexKey: false,
  model: false,
  chromeModel: false,
  ...overrides,
});

describe('nextStep: the one step that helps this user most', () => {
  it('offers the fact-check index first to anyone without it, whatever else they lack', () => {
    for (const situation of [
      keyless(),
      keyless({ chromeModel: true, scienceClaims: true }),
      keyless({ openAlexKey: true, model: true }),
    ]) {
      expect(nextStep(situation)?.id).toBe('download-fact-checks');
    }
    expect(nextStep(keyless())?.label).toBe('Download 93,000 professional fact-checks (200 MB, free)');
  });

  it('offers the OpenAlex key for science claims once the index is there, not for other claims', () => {
    expect(nextStep(keyless({ factIndex: true, scienceClaims: true }))?.label).toBe(
      'Add a free OpenAlex key',
    );
    // Before any check (onboarding) the claims are unknown: the key counts as helping.
    expect(nextStep(keyless({ factIndex: true }))?.id).toBe('openalex-key');
    expect(nextStep(keyless({ factIndex: true, scienceClaims: false }))).toBeNull();
  });

  it("offers Chrome's built-in model only when there is no model and Chrome offers it", () => {
    const has = { factIndex: true, openAlexKey: true };
    expect(nextStep(keyless({ ...has, chromeModel: true }))?.label).toBe("Use Chrome's built-in model");
    expect(nextStep(keyless({ ...has, chromeModel: true, model: true }))).toBeNull();
    expect(nextStep(keyless({ ...has, chromeModel: false }))).toBeNull();
    // Science claims without a key: the key comes before the model.
    expect(nextStep(keyless({ factIndex: true, chromeModel: true, scienceClaims: true }))?.id).toBe(
      'openalex-key',
    );
    expect(nextStep(keyless({ factIndex: true, chromeModel: true, scienceClaims: false }))?.id).toBe(
      'chrome-model',
    );
  });
});

describe('settledLittle', () => {
  const counts = (settled: number, unverified: number) => ({
    falseClaims: settled,
    contested: 0,
    supported: 0,
    unverified,
  });
  it('is true when fewer than half of the judged claims got a verdict either way', () => {
    expect(settledLittle(counts(0, 5))).toBe(true);
    expect(settledLittle(counts(2, 3))).toBe(true);
    expect(settledLittle(counts(3, 3))).toBe(false);
    expect(settledLittle({ falseClaims: 1, contested: 1, supported: 1, unverified: 2 })).toBe(false);
  });
  it('is false for a check that judged nothing (there was nothing to settle)', () => {
    expect(settledLittle(counts(0, 0))).toBe(false);
  });
});

describe('keylessCanDo', () => {
  it('names the searches in use, the stored fact-checks first when there are any', () => {
    expect(keylessCanDo({ factIndex: false }, ['Wikipedia'])).toContain('looks for them in Wikipedia.');
    expect(keylessCanDo({ factIndex: true }, ['Wikipedia', 'Europe PMC'])).toContain(
      'the professional fact-checks stored here, Wikipedia and Europe PMC',
    );
  });
});

describe('isScienceClaim', () => {
  it.each([
    'A new study found that coffee lowers the risk of heart failure by 12%.',
    'Le vaccin contre la grippe réduit la mortalité de moitié.',
    'Die Impfung schützt nicht vor Ansteckung.',
    'Global CO2 emissions rose 1.1% in 2023.',
  ])('reads %s as science or health', (text) => {
    expect(isScienceClaim(text)).toBe(true);
  });
  it.each([
    'The president met the prime minister in Nairobi on Tuesday.',
    'Unemployment fell to 4.2% in March.',
    // A stem inside another word does not count ("cell" in "excellent", "gene" in "general").
    'The general said the excellent result was his.',
  ])('does not read %s as science', (text) => {
    expect(isScienceClaim(text)).toBe(false);
  });
});

describe('fact-check index words', () => {
  it('sizes the offer from the HEAD answer when there was one', () => {
    expect(downloadOfferWords(187_400_000)).toBe('Download 93,000 professional fact-checks (187 MB, free)');
    expect(downloadOfferWords(null)).toBe('Download 93,000 professional fact-checks (200 MB, free)');
  });
  it('gives progress in bytes and records, without a total when the server sent none', () => {
    expect(
      factIndexProgressWords({ bytes: 45_000_000, totalBytes: 200_000_000, records: 21_000, refresh: false }),
    ).toBe('Downloading: 45 MB of 200 MB · 21,000 fact-checks stored');
    expect(factIndexProgressWords({ bytes: 300_000, totalBytes: null, records: 1, refresh: true })).toBe(
      'Updating: 0.3 MB · 1 fact-check stored',
    );
  });
});
