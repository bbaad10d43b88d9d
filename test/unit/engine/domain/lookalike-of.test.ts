import { describe, expect, it } from 'vitest';
import { tierOf } from '../../../../lib/engine/domain';
import { editDistance, lookalikeOf, skeleton } from '../../../../lib/engine/domain/tiers/lookalike-of';
import { LOOKALIKE_TARGETS } from '../../../../lib/engine/domain/tiers/tier-lists';
import { ENGINE_CONFIG } from '../../../../lib/engine/config';

/** The run's look-alike limits, as every tier lookup takes them. */
const TIERS = { lookalike: ENGINE_CONFIG.tiers.lookalike };

const limits = ENGINE_CONFIG.tiers.lookalike;
/** The host of a URL written with Unicode letters, as the browser and fetch see it (punycode). */
const asciiHost = (unicode: string): string => new URL(`https://${unicode}/`).hostname;

describe('lookalikeOf', () => {
  it.each([
    // hyphenated: the dots of a listed domain turned into hyphens
    ['cdc-gov.org', 'cdc.gov', 'hyphenated'],
    ['who-int.org', 'who.int', 'hyphenated'],
    ['www.reuters-com.news', 'reuters.com', 'hyphenated'],
    ['nih-gov-research.info', 'nih.gov', 'hyphenated'],
    // a listed label under another suffix
    ['reuters.co', 'reuters.com', 'other-suffix'],
    ['thelancet.co', 'thelancet.com', 'other-suffix'],
    ['www.nejm.net', 'nejm.org', 'other-suffix'],
    // a listed domain spelt out left of another registrable domain
    ['cdc.gov.health-news.com', 'cdc.gov', 'extra-labels'],
    ['www.who.int.global-alerts.net', 'who.int', 'extra-labels'],
    ['reuters.com.breaking.example', 'reuters.com', 'extra-labels'],
    // typos of a listed label
    ['reuter.com', 'reuters.com', 'typo'],
    ['reutres.com', 'reuters.com', 'typo'],
    ['thelancett.com', 'thelancet.com', 'typo'],
    ['wikipedai.org', 'wikipedia.org', 'typo'],
    ['wikipedla.org', 'wikipedia.org', 'homoglyph'],
    ['theguardain.com', 'theguardian.com', 'typo'],
  ])('%s imitates %s (%s)', (host, of, how) => {
    expect(lookalikeOf(host, LOOKALIKE_TARGETS, limits)).toEqual({ of, how });
  });

  it.each([
    ['whо.int', 'who.int'], // Cyrillic о
    ['cdс.gov', 'cdc.gov'], // Cyrillic с
    ['rеuters.com', 'reuters.com'], // Cyrillic е
    ['nаture.com', 'nature.com'], // Cyrillic а
    ['bbс.co.uk', 'bbc.co.uk'], // Cyrillic с
    ['αpnews.com', 'apnews.com'], // Greek α
    ['reuterś.com', 'reuters.com'], // a combining accent
  ])('punycode homoglyph %s imitates %s', (unicode, of) => {
    const host = asciiHost(unicode);
    expect(host.startsWith('xn--')).toBe(true);
    expect(lookalikeOf(host, LOOKALIKE_TARGETS, limits)).toEqual({ of, how: 'homoglyph' });
  });

  it('reads ASCII look-alike letters as the letters they imitate', () => {
    expect(skeleton('rnit.edu')).toBe(skeleton('mit.edu'));
    expect(lookalikeOf('reuters0.com', LOOKALIKE_TARGETS, limits)?.of).toBe('reuters.com');
    expect(lookalikeOf('c0rrectiv.org', LOOKALIKE_TARGETS, limits)?.of).toBe('correctiv.org');
  });

  it.each([
    'nature.com', // listed itself
    'www.bbc.co.uk',
    'en.wikipedia.org',
    'example.com',
    'health-news.com',
    'mydailyblog.net',
    'cdc-watchers.org', // shares a word, not the name
    'lancetfluids.com',
    'governmentsucks.com',
    'sciencedirect-free.example', // unlisted suffix, far from any listed label
    '127.0.0.1',
    'localhost',
  ])('%s is no look-alike', (host) => {
    expect(lookalikeOf(host, LOOKALIKE_TARGETS, limits)).toBeUndefined();
  });

  it('does not test short labels for typos (cdc, bbc, who have too many real neighbours)', () => {
    expect(lookalikeOf('cdcc.com', LOOKALIKE_TARGETS, limits)).toBeUndefined();
    expect(lookalikeOf('bbd.com', LOOKALIKE_TARGETS, limits)).toBeUndefined();
  });

  it('under a government-only suffix counts only homoglyphs and agency acronyms', () => {
    expect(lookalikeOf('nih.gov.co', LOOKALIKE_TARGETS, limits, { restrictedSuffix: true })).toEqual({
      of: 'nih.gov',
      how: 'other-suffix',
    });
    expect(
      lookalikeOf('health.govt.nz', LOOKALIKE_TARGETS, limits, { restrictedSuffix: true }),
    ).toBeUndefined();
    expect(
      lookalikeOf('canada.gc.ca', LOOKALIKE_TARGETS, limits, { restrictedSuffix: true }),
    ).toBeUndefined();
  });

  it('counts a neighbour swap as one edit and stops early past the limit', () => {
    expect(editDistance('reuters', 'reutres', 2)).toBe(1);
    expect(editDistance('nature', 'natura', 2)).toBe(1);
    expect(editDistance('abc', 'xyzxyz', 2)).toBe(3);
  });
});

describe('tierOf: source identity from the registrable domain', () => {
  it.each([
    'https://cdc.gov.ai/alerts',
    'https://who.gov.xy/x',
    'https://nih.gov.health-news.com/x',
    'https://health.gov.example/x',
    'https://www.gov.ai.example.com/x',
    'https://fda.gov.com.de/x',
    'https://gouv.news/x',
    'https://x.gob.example/x',
  ])('%s borrows no government tier', (url) => {
    const result = tierOf(url, TIERS);
    expect(result.tier).toBe('unknown');
    expect(result.list ?? '').not.toMatch(/government/);
  });

  it.each([
    ['https://cdc-gov.org/x', 'cdc.gov'],
    ['https://who-int.org/news', 'who.int'],
    ['https://nih.gov.co/research', 'nih.gov'],
    ['https://reuters.co/world', 'reuters.com'],
    ['https://www.thelancet.co/journals', 'thelancet.com'],
    ['https://cdc.gov.health-news.com/flu', 'cdc.gov'],
    [`https://${asciiHost('whо.int')}/news`, 'who.int'],
  ])('%s is an unknown look-alike of %s', (url, of) => {
    const result = tierOf(url, TIERS);
    expect(result).toMatchObject({ tier: 'unknown', unreliable: false });
    expect(result.lookalike?.of).toBe(of);
  });

  it.each([
    ['https://www.gov.uk/x', 'A'],
    ['https://www.health.gov.au/x', 'A'],
    ['https://www.minsalud.gov.co/x', 'A'],
    ['https://www.salud.gob.ar/x', 'A'],
    ['https://www.cdc.gov.tw/En', 'A'],
    ['https://www.state.ny.us/x', 'A'],
    ['https://www.kremlin.ru/x', 'unknown'],
    ['https://www.reuters.com/x', 'B'],
  ])('%s stays tier %s', (url, tier) => {
    expect(tierOf(url, TIERS).tier).toBe(tier);
    expect(tierOf(url, TIERS).lookalike).toBeUndefined();
  });
});

describe('real distinct domains near listed ones (seen among AVeriTeC evidence URLs) are no look-alikes', () => {
  it.each(['news21.com', 'esa.org', 'natura.net'])('%s', (host) => {
    expect(lookalikeOf(host, LOOKALIKE_TARGETS, limits)).toBeUndefined();
  });
});
