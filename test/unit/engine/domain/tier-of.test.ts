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

  it('marks arXiv as a preprint, not a journal: not peer reviewed, tier C', () => {
    expect(tierOf('https://arxiv.org/abs/2101.00001', TIERS)).toMatchObject({
      tier: 'C',
      list: 'preprint/preprint',
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

describe('uploads nobody reviewed are not tier A (attack review, 2026-11)', () => {
  it.each([
    'https://arxiv.org/abs/2101.00001',
    'https://www.biorxiv.org/content/10.1101/2024.01.01.000001v1',
    'https://www.medrxiv.org/content/10.1101/2024.01.01.000001v1',
    'https://papers.ssrn.com/sol3/papers.cfm?abstract_id=1',
    'https://osf.io/preprints/socarxiv/abcde',
    'https://socarxiv.org/abcde',
    'https://psyarxiv.com/abcde',
    'https://eartharxiv.org/repository/view/1/',
    'https://zenodo.org/records/1234567',
    'https://doi.org/10.5281/zenodo.1234567',
    'https://europepmc.org/article/PPR/PPR812345',
    'https://figshare.com/articles/x/1',
  ])('%s is not a credible tier', (url) => {
    const { tier } = tierOf(url, TIERS);
    expect(ENGINE_CONFIG.verdict.credibleTiers).not.toContain(tier);
  });

  it('an open repository anyone uploads to is tier D (self-published), a screened preprint server tier C', () => {
    for (const url of ['https://zenodo.org/records/1', 'https://osf.io/abcde/', 'https://www.authorea.com/x'])
      expect(tierOf(url, TIERS)).toMatchObject({ tier: 'D', list: 'repository/open_repositories' });
    for (const url of ['https://www.medrxiv.org/x', 'https://www.nber.org/papers/w1'])
      expect(tierOf(url, TIERS)).toMatchObject({ tier: 'C', list: 'preprint/preprint' });
  });

  it('a preprint an index shows under its own name, and a DOI link to an upload, are named for what they are', () => {
    for (const url of [
      'https://europepmc.org/article/PPR/PPR812345',
      'https://europepmc.org/article/%50PR/PPR1',
      'https://europepmc.org//article/PPR/PPR1',
      // A broken escape is no way around the rule.
      'https://europepmc.org/article/PPR/PPR1%E0',
    ])
      expect(tierOf(url, TIERS), url).toMatchObject({ tier: 'C', list: 'preprint/indexed_preprints' });
    expect(tierOf('https://europepmc.org/article/MED/12345678', TIERS).tier).toBe('A');
    expect(tierOf('https://europepmc.org/article/PPR/PPR812345', TIERS).page).toBe(
      'europepmc.org/article/PPR/PPR812345',
    );
    for (const url of ['https://doi.org/10.5281/zenodo.1234567', 'https://dx.doi.org/10.17605/OSF.IO/ABCDE'])
      expect(tierOf(url, TIERS), url).toMatchObject({ tier: 'D', list: 'repository/open_repository_dois' });
    // A journal's DOI is not made anything by these rules.
    expect(tierOf('https://doi.org/10.1016/S0140-6736(97)11096-0', TIERS).list).toBeUndefined();
  });

  it('what anyone submits to an official or journal site is a reader submission (D), not the site', () => {
    for (const url of [
      'https://www.regulations.gov/comment/FDA-2021-N-0001-0002',
      'https://www.bmj.com/content/351/bmj.h4677/rr-12',
      'https://petition.parliament.uk/petitions/700000',
      'https://ec.europa.eu/info/law/better-regulation/have-your-say/initiatives/12345-Vaccines/F3312345_en',
      'https://journals.plos.org/plosone/article/comment?id=10.1371/annotation/x',
    ]) {
      const result = tierOf(url, TIERS);
      expect(result, url).toMatchObject({ tier: 'D', list: 'social/reader_submissions_2026_11' });
      expect(tierOf(result.page!, TIERS).list, url).toBe(result.list);
    }
    for (const url of [
      'https://www.regulations.gov/document/FDA-2021-N-0001-0001',
      'https://www.bmj.com/content/351/bmj.h4677',
      'https://journals.plos.org/plosone/article?id=10.1371/journal.pone.0000001',
    ])
      expect(tierOf(url, TIERS).tier, url).toBe('A');
  });

  it('peer-reviewed journals and public bodies keep tier A', () => {
    for (const url of [
      'https://www.thelancet.com/journals/lancet/article/x',
      'https://www.nejm.org/doi/full/10.1056/x',
      'https://www.who.int/news-room/x',
      'https://www.nature.com/articles/x',
      'https://www.cdc.gov/vaccines/x',
    ])
      expect(tierOf(url, TIERS).tier, url).toBe('A');
  });
});

describe('Wikipedia: articles are tier B, pages anyone writes are not', () => {
  it.each([
    'https://en.wikipedia.org/wiki/MMR_vaccine_and_autism',
    'https://en.m.wikipedia.org/wiki/Measles',
    'https://en.wikipedia.org/wiki/Star_Wars:_Episode_IV_%E2%80%93_A_New_Hope',
    'https://en.wikipedia.org/wiki/Re:Zero',
    'https://en.wikipedia.org/wiki/Pillow_Talk:_A_Novel',
    'https://en.wikipedia.org/wiki/Measles?wprov=sfla1',
    'https://en.wikipedia.org/w/index.php?title=Measles',
    'https://ja.wikipedia.org/wiki/東京スカイツリー',
    'https://zh.wikipedia.org/zh-hans/中华人民共和国人口',
    'https://de.wikipedia.org/wiki/Bev%C3%B6lkerungsentwicklung_in_Deutschland',
    'https://www.wikidata.org/wiki/Q42',
  ])('%s is an article: tier B', (url) => {
    expect(tierOf(url, TIERS)).toMatchObject({ tier: 'B', list: 'established/reference' });
  });

  it.each([
    ['https://en.wikipedia.org/wiki/User:Attacker/MMR', 'user'],
    ['https://en.wikipedia.org/wiki/user:Attacker', 'user'],
    ['https://en.wikipedia.org/wiki/User_talk:Attacker', 'talk'],
    ['https://en.wikipedia.org/wiki/Talk:MMR_vaccine', 'talk'],
    ['https://en.wikipedia.org/wiki/Draft:MMR_autism', 'draft'],
    ['https://en.wikipedia.org/wiki/Draft_talk:MMR_autism', 'talk'],
    ['https://en.wikipedia.org/wiki/Wikipedia:Sandbox', 'project'],
    ['https://en.wikipedia.org/wiki/WP:MEDRS', 'project'],
    ['https://en.wikipedia.org/wiki/Template:MMR', 'other'],
    ['https://en.wikipedia.org/wiki/Special:ExpandTemplates', 'other'],
    ['https://en.wikipedia.org/wiki/%3AUser%3AAttacker', 'user'],
    ['https://en.wikipedia.org/wiki/User%3AAttacker', 'user'],
    ['https://en.wikipedia.org/w/index.php?title=User:Attacker', 'user'],
    ['https://en.wikipedia.org/wiki/Measles?title=User:Attacker', 'user'],
    ['https://en.wikipedia.org/wiki/de:Benutzer:Attacker', 'user'],
    ['https://en.wikipedia.org/wiki/meta:User:Attacker', 'other'],
    ['https://en.m.wikipedia.org/wiki/User:Attacker', 'user'],
    ['https://de.wikipedia.org/wiki/Benutzer:Angreifer', 'user'],
    ['https://de.wikipedia.org/wiki/Benutzerin:Angreiferin', 'user'],
    ['https://de.wikipedia.org/wiki/Diskussion:Masern', 'talk'],
    ['https://de.wikipedia.org/wiki/Benutzer_Diskussion:Angreifer', 'talk'],
    ['https://fr.wikipedia.org/wiki/Utilisateur:Attaquant', 'user'],
    ['https://fr.wikipedia.org/wiki/Discussion_utilisateur:Attaquant', 'talk'],
    ['https://fr.wikipedia.org/wiki/Wikip%C3%A9dia:Bac_%C3%A0_sable', 'project'],
    ['https://es.wikipedia.org/wiki/Usuario_discusi%C3%B3n:Atacante', 'talk'],
    ['https://it.wikipedia.org/wiki/Bozza:Vaccino', 'draft'],
    ['https://pl.wikipedia.org/wiki/Dyskusja_wikipedysty:X', 'talk'],
    ['https://ru.wikipedia.org/wiki/Участник:X', 'user'],
    ['https://ru.wikipedia.org/wiki/Обсуждение_участника:X', 'talk'],
    ['https://sv.wikipedia.org/wiki/Anv%C3%A4ndardiskussion:X', 'talk'],
    ['https://ja.wikipedia.org/wiki/利用者:X', 'user'],
    ['https://ja.wikipedia.org/wiki/利用者‐会話:X', 'talk'],
    ['https://zh.wikipedia.org/zh-hans/User:X', 'user'],
    ['https://www.wikidata.org/wiki/Property:P31', 'other'],
  ])('%s is a %s page: tier D, named as the page', (url, kind) => {
    const result = tierOf(url, TIERS);
    expect(result).toMatchObject({ tier: 'D', unreliable: false, list: `wiki-page:${kind}` });
    expect(result.domain).toMatch(/^wiki(pedia|data)\.org$/);
    // The page's own name re-reads to the same answer (the reasons name it so, and its words are looked up by it).
    expect(tierOf(result.page!, TIERS).list).toBe(result.list);
  });

  it.each([
    ['https://en.wikipedia.org/w/index.php?title=MMR_vaccine&oldid=123456', 'revision'],
    ['https://en.wikipedia.org/wiki/MMR_vaccine?oldid=123456', 'revision'],
    ['https://en.wikipedia.org/w/index.php?title=MMR_vaccine&diff=prev&oldid=123456', 'revision'],
    ['https://en.wikipedia.org/w/index.php?curid=42', 'revision'],
    ['https://en.wikipedia.org/w/index.php?title=MMR_vaccine&action=edit', 'action'],
    ['https://en.wikipedia.org/w/index.php?title=MMR_vaccine&action=edit&preload=User:A/text', 'action'],
    ['https://en.wikipedia.org/wiki/MMR_vaccine?action=history', 'action'],
    ['https://en.wikipedia.org/wiki/MMR_vaccine?veaction=edit', 'action'],
    ['https://en.wikipedia.org/w/api.php?action=parse&text=MMR+causes+autism', 'other'],
  ])('%s (an old revision, an edit form, the API) is a %s: tier D', (url, kind) => {
    const result = tierOf(url, TIERS);
    expect(result).toMatchObject({ tier: 'D', list: `wiki-page:${kind}` });
    expect(tierOf(result.page!, TIERS).list).toBe(result.list);
  });

  it('the site itself (a bare host, how reasons name a source) stays the reference work', () => {
    for (const site of ['wikipedia.org', 'en.wikipedia.org', 'https://en.wikipedia.org/'])
      expect(tierOf(site, TIERS).tier).toBe('B');
  });

  it('a user override of the wiki still wins', () => {
    expect(
      tierOf('https://en.wikipedia.org/wiki/User:X', { ...TIERS, overrides: { 'wikipedia.org': 'C' } }).tier,
    ).toBe('C');
  });
});
