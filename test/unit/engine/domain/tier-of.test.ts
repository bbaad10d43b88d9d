import { describe, expect, it } from 'vitest';
import { tierOf } from '../../../../lib/engine/domain';
import { TIER_PROVENANCE } from '../../../../lib/engine/domain/tiers/tier-lists';
import { ENGINE_CONFIG } from '../../../../lib/engine/config';

/** The run's look-alike limits, as every tier lookup takes them. */
const TIERS = { lookalike: ENGINE_CONFIG.tiers.lookalike };
import aOfficial from '../../../../lib/engine/data/tiers/a-official.json' with { type: 'json' };
import b from '../../../../lib/engine/data/tiers/b-established.json' with { type: 'json' };
import c from '../../../../lib/engine/data/tiers/c-local.json' with { type: 'json' };
import d from '../../../../lib/engine/data/tiers/d-social.json' with { type: 'json' };
import unreliable from '../../../../lib/engine/data/tiers/unreliable.json' with { type: 'json' };

describe('tierOf', () => {
  it.each([
    ['https://www.cdc.gov/flu', 'A'],
    ['https://nih.gov/x', 'A'],
    ['https://www.who.int/news', 'A'],
    ['https://www.destatis.de/DE/Home', 'A'],
    ['https://www.ons.gov.uk/economy', 'A'],
    ['https://www.nature.com/articles/x', 'A'],
    ['https://www.thelancet.com/journals', 'A'],
    ['https://www.politifact.com/factchecks/x', 'A'],
    ['https://fullfact.org/health/x', 'A'],
    ['https://correctiv.org/faktencheck/x', 'A'],
    // A URL's path never names the speaker (X shows any post under any handle's path): only a rendered author does.
    ['https://x.com/WHO/status/123', 'D'],
    ['https://twitter.com/who', 'D'],
    ['https://mobile.twitter.com/CDCgov', 'D'],
    ['https://www.reuters.com/world', 'B'],
    ['https://apnews.com/article/x', 'B'],
    ['https://www.bbc.co.uk/news', 'B'],
    ['https://news.bbc.co.uk/1/hi', 'B'],
    ['https://en.wikipedia.org/wiki/Coffee', 'B'],
    ['https://de.wikipedia.org/wiki/Kaffee', 'B'],
    ['https://edition.cnn.com/2024/x', 'B'],
    ['https://www.spiegel.de/politik', 'B'],
    ['https://www.lemonde.fr/x', 'B'],
    ['https://www.sacbee.com/news', 'C'],
    ['https://www.dailyhampshiregazette.com/x', 'C'],
    ['https://medium.com/@someone/post', 'D'],
    ['https://www.reddit.com/r/science', 'D'],
    ['https://x.com/randomperson/status/1', 'D'],
    ['https://twitter.com/randomperson', 'D'],
    ['https://someone.blogspot.com/2024/01/post.html', 'D'],
  ])('%s is tier %s', (url, tier) => {
    expect(tierOf(url, TIERS).tier).toBe(tier);
  });

  it('marks arXiv as a preprint, not a journal', () => {
    expect(tierOf('https://arxiv.org/abs/2101.00001', TIERS)).toMatchObject({
      tier: 'A',
      list: 'official/preprint',
    });
  });

  it('reports the registrable domain, subdomains included', () => {
    expect(tierOf('https://en.wikipedia.org/wiki/X', TIERS).domain).toBe('wikipedia.org');
    expect(tierOf('https://news.bbc.co.uk/x', TIERS).domain).toBe('bbc.co.uk');
    expect(tierOf('https://www.cdc.gov/x', TIERS).domain).toBe('cdc.gov');
  });

  it('flags known-unreliable sites separately from ordinary tier D', () => {
    expect(tierOf('https://www.naturalnews.com/2024-01-01-x.html', TIERS)).toMatchObject({
      unreliable: true,
    });
    expect(tierOf('https://www.infowars.com/posts/x', TIERS)).toMatchObject({ unreliable: true });
    expect(tierOf('https://www.reddit.com/r/x', TIERS).unreliable).toBe(false);
  });

  it('answers unknown (not D) for a site on no list', () => {
    expect(tierOf('https://some-small-site-nobody-listed.example/post', TIERS)).toMatchObject({
      tier: 'unknown',
      unreliable: false,
    });
    expect(tierOf('http://127.0.0.1:8080/page', TIERS).tier).toBe('unknown');
    expect(tierOf('not a url at all', TIERS).tier).toBe('unknown');
  });

  it.each([
    'https://www.epa.gov/x',
    'https://www.ca.gov/',
    'https://www.gov.uk/guidance/x',
    'https://www.service-public.gouv.fr/x',
    'https://www.bmi.bund.de/x',
    'https://www.canada.ca/en',
    'https://www.canada.gc.ca/x',
    'https://www.hacienda.gob.es/x',
    'https://www.sat.gob.mx/x',
    'https://www.argentina.gob.ar/x',
    'https://www.mofa.go.jp/x',
    'https://www.health.gov.au/x',
    'https://www.india.gov.in/x',
    'https://www.gov.br/saude',
    'https://www.bag.admin.ch/x',
    'https://www.sozialministerium.gv.at/x',
    'https://commission.europa.eu/x',
    'https://www.health.govt.nz/x',
    'https://www.mofa.go.kr/x',
    'https://www.state.tx.us/x',
    'https://www.nato.int/x',
  ])('government pattern: %s is tier A', (url) => {
    expect(tierOf(url, TIERS).tier).toBe('A');
  });

  it('does not treat go.com or lookalike hosts as government', () => {
    expect(tierOf('https://abcnews.go.com/x', TIERS).tier).toBe('B');
    expect(tierOf('https://governmentsucks.com/x', TIERS).tier).toBe('unknown');
    expect(tierOf('https://gov.example.com/x', TIERS).tier).toBe('unknown');
  });

  it('applies user overrides before the lists, on subdomains too', () => {
    const overrides = { 'reddit.com': 'B' as const, 'naturalnews.com': 'C' as const };
    expect(tierOf('https://old.reddit.com/r/x', { ...TIERS, overrides })).toMatchObject({
      tier: 'B',
      list: 'override',
    });
    expect(tierOf('https://naturalnews.com/x', { ...TIERS, overrides })).toMatchObject({
      tier: 'C',
      unreliable: false,
    });
  });

  it('covers at least 400 domains across at least 8 languages, each list with provenance', () => {
    const files = [aOfficial, b, c, d, unreliable];
    const all = new Set(files.flatMap((f) => Object.values(f.lists).flat()));
    expect(all.size).toBeGreaterThanOrEqual(400);
    const languages = new Set(
      [...Object.keys(b.lists), ...Object.keys(c.lists)]
        .flatMap((k) => k.split('_'))
        .filter((k) => /^[a-z]{2}$/.test(k)),
    );
    expect(languages.size).toBeGreaterThanOrEqual(8);
    for (const note of Object.values(TIER_PROVENANCE)) expect(note.length).toBeGreaterThan(40);
  });
});

describe('tier lists grown for issue 20', () => {
  it.each([
    ['https://www.harvard.edu/news', 'unknown'],
    ['https://www.ox.ac.uk/research', 'C'],
    ['https://www.ucl.ac.uk/news/x', 'C'],
    ['https://www.aap.com.au/factcheck/x', 'B'],
    ['https://www.stlouisfed.org/x', 'A'],
    ['https://www.cochrane.org/CD0001', 'A'],
    ['https://www.snopes.com/fact-check/x', 'A'],
    ['https://www.researchgate.net/publication/x', 'D'],
  ])('%s is tier %s', (url, tier) => {
    expect(tierOf(url, TIERS).tier).toBe(tier);
  });

  it('an academic registry is known but never credible: anyone at the institution can publish there', () => {
    expect(tierOf('https://people.some-college.ac.uk/~student/blog', TIERS).tier).toBe('C');
  });

  it('a deprecated tabloid is known-unreliable', () => {
    expect(tierOf('https://www.thesun.co.uk/news/x', TIERS).unreliable).toBe(true);
  });
});
