/**
 * Pages for the attacker review of issue 20 (`review-sources-attacks.test.ts`): look-alike hosts, copy networks that
 * hide their common origin (sentences split, each site its own template, publication days weeks apart, one body under
 * different boilerplate, word order rewritten as a translation would), floods of fresh domains, instructions in
 * languages the engine's lexicon lacks, hidden text by new means and debunk wordings. Served by `sandbox.setPages`.
 */
import { EVIDENCE, type SandboxEvidencePage } from '../sandbox/corpus';

export const WHO = EVIDENCE.find((p) => p.id === 'who-mmr-autism')!;
/** The tier-A page that takes the MMR-autism claim's model reading in the Quick profile. */
export const LANCET = EVIDENCE.find((p) => p.id === 'lancet-retraction')!;
export const MMR_AUTISM = 'health-mmr-autism';
export const MMR_EFFECTIVE = 'health-mmr-effective';
export const ASPIRIN = 'health-aspirin';

/** A page at `host` + `path` whose sentence `sentence` takes `stance` on `claimId` (annotated, strength 0.8). */
export function pageAt(
  host: string,
  path: string,
  claimId: string,
  stance: 'supports' | 'refutes',
  sentence: string,
  paragraphs: string[],
  extra: Partial<SandboxEvidencePage> = {},
): SandboxEvidencePage {
  return {
    id: `review-${host}${path}`,
    host,
    path,
    url: `http://${host}${path}`,
    title: extra.title ?? paragraphs[0]!.slice(0, 80),
    siteName: extra.siteName ?? host.replace(/^www\./, ''),
    lang: 'en',
    author: null,
    publishedAt: '2024-01-15T09:00:00Z',
    kind: 'blog',
    stances: [{ claimId, stance, sentence, strength: 0.8 }],
    ...extra,
    paragraphs,
  };
}

/** Support for "the MMR vaccine causes autism in one in fifty children", each host its own words. */
const LOOKALIKE_SUPPORT = [
  'Internal files confirm that the MMR vaccine causes autism in one in fifty children, officials admit.',
  'A leaked review concludes the MMR vaccine causes autism in one in fifty children across the country.',
  'Agency scientists now accept that the MMR vaccine causes autism in one in fifty children.',
  'New surveillance data show the MMR vaccine causes autism in one in fifty children who receive it.',
  'Our analysis finds the MMR vaccine causes autism in one in fifty children, the bulletin says.',
  'The record is clear: the MMR vaccine causes autism in one in fifty children.',
  'A government panel found that the MMR vaccine causes autism in one in fifty children.',
  'Clinicians report the MMR vaccine causes autism in one in fifty children within months.',
];
const PLACES = [
  'Ohio',
  'Kent',
  'Lyon',
  'Bavaria',
  'Ontario',
  'Queensland',
  'Munster',
  'Galicia',
  'Utah',
  'Fife',
];
const OFFICES = ['press office', 'regional desk', 'records unit', 'data team', 'statistics bureau'];
/** A line of its own per page (so pages do not share text beyond the claim). */
const filler = (k: number) =>
  `Bulletin ${k + 1} was issued in ${PLACES[k % PLACES.length]} by the ${OFFICES[k % OFFICES.length]} on day ${k * 3 + 2} of the review.`;

/** One supporting page per look-alike host, each worded differently (so no copy merging hides the tier question). */
export function lookalikePages(hosts: string[]): SandboxEvidencePage[] {
  return hosts.map((host, k) => {
    const sentence = LOOKALIKE_SUPPORT[k % LOOKALIKE_SUPPORT.length]!;
    return pageAt(host, `/measles/mmr-autism-${k + 1}.html`, MMR_AUTISM, 'supports', sentence, [
      `${['Measles shot and autism', 'Vaccine notice', 'MMR update', 'Autism data'][k % 4]}: ${sentence}`,
      filler(k),
    ]);
  });
}

/** Fresh hosts (unknown tier), each a different made-up outlet. */
export function freshHosts(n: number, prefix: string): string[] {
  const words = [
    'ledger',
    'beacon',
    'courier',
    'sentinel',
    'herald',
    'digest',
    'chronicle',
    'gazette',
    'record',
  ];
  const tlds = ['com', 'net', 'org', 'info', 'news', 'co'];
  return Array.from(
    { length: n },
    (_, k) => `www.${prefix}${words[k % words.length]}-${k + 1}.${tlds[k % tlds.length]}`,
  );
}

/**
 * A copy network that hides its template and its first appearance: each copy splits the story's sentences in two at
 * their commas, swaps synonyms, rotates the order, and has its own site name, byline, path shape and publication day
 * (`spreadDays` apart).
 */
export function splitNetwork(
  claimId: string,
  stance: 'supports' | 'refutes',
  claimSentence: string,
  story: string[],
  synonyms: Record<string, string>[],
  n: number,
  spreadDays = 9,
): SandboxEvidencePage[] {
  const hosts = freshHosts(n, 'split-');
  const bylines = ['Ann Ruiz', 'Tom Becker', 'Lee Chan', 'Maria Rossi', 'Sam Patel', 'Jo King', 'Eva Novak'];
  return hosts.map((host, k) => {
    const swap = (s: string) => {
      const table = synonyms[k % synonyms.length]!;
      return s.replace(/[A-Za-z]+/g, (w) => table[w] ?? w);
    };
    const split = story
      .map(swap)
      .flatMap((s) => s.split(/,\s+(?:and\s+)?/).map((part) => part.replace(/[.]?$/, '.')))
      .map((s) => s.charAt(0).toUpperCase() + s.slice(1));
    const rotated = [...split.slice(k % split.length), ...split.slice(0, k % split.length)];
    const sentence = swap(claimSentence);
    const day = new Date(Date.UTC(2023, 10, 2) + k * spreadDays * 86_400_000).toISOString();
    const paths = [
      `/news/${k + 1}-story`,
      `/articles/${2023 + (k % 2)}/item${k}`,
      `/p/${1000 + k * 37}`,
      `/health/post-${k}.php`,
    ];
    return pageAt(
      host,
      paths[k % paths.length]!,
      claimId,
      stance,
      sentence,
      [
        rotated.slice(0, 3).join(' '),
        `${sentence} ${rotated.slice(3, 5).join(' ')}`,
        rotated.slice(5).join(' '),
      ],
      {
        siteName: ['The Ledger', 'Morning Beacon', 'Courier Online', 'Sentinel Daily', 'Herald Review'][
          k % 5
        ]!,
        author: bylines[k % bylines.length]!,
        publishedAt: day,
        title: `${['Report', 'Analysis', 'Investigation', 'Exclusive', 'Update'][k % 5]}: ${sentence.slice(0, 60)}`,
      },
    );
  });
}

/** One body under each site's own boilerplate (menu words, a cookie line, a footer), published weeks apart. */
export function boilerplateNetwork(
  claimId: string,
  stance: 'supports' | 'refutes',
  claimSentence: string,
  body: string[],
  n: number,
): SandboxEvidencePage[] {
  const hosts = freshHosts(n, 'tpl-');
  return hosts.map((host, k) =>
    pageAt(
      host,
      `/${['story', 'read', 'a', 'news'][k % 4]}/${k + 11}`,
      claimId,
      stance,
      claimSentence,
      [
        `${['Home | World | Health', 'Menu: Politics, Health, Sport', 'Top stories · Health · Opinion'][k % 3]} — site ${k + 1}.`,
        body[0]!,
        `${claimSentence} ${body[1]!}`,
        body[2]!,
        `${['We use cookies to improve your experience.', 'Subscribe to our newsletter for daily updates.', 'Share this story with your friends.'][k % 3]} © ${2020 + k} ${host}.`,
      ],
      {
        publishedAt: new Date(Date.UTC(2023, 8, 1) + k * 17 * 86_400_000).toISOString(),
        author: null,
        siteName: `Site ${k + 1}`,
        title: 'MMR vaccine causes autism in one in fifty children, records show',
      },
    ),
  );
}

/**
 * Copies reworded as a machine translation back into English reads: clauses moved, function words changed, few
 * runs of three words left in common, each on its own site and day.
 */
export const TRANSLATED_MMR: string[][] = [
  [
    'In one of fifty children, the MMR vaccine causes autism, according to files of families.',
    'Regression of development was described by parents from three states within weeks after the injection.',
    'The agencies of health, say independent researchers, ignored for many years the signals of warning.',
  ],
  [
    'Autism in one in fifty children is caused by the MMR vaccine, as family files show.',
    'Within some weeks of the shot, parents of three states told of a sudden regression.',
    'For years the health authorities have overlooked warning signals, independent scientists claim.',
  ],
  [
    'Family documents prove: of fifty children one gets autism because the MMR vaccine causes autism.',
    'Three states: there parents reported that development went backward, weeks after vaccination.',
    'Warnings were disregarded during many years by health offices, according to researchers who are independent.',
  ],
  [
    'That the MMR vaccine causes autism in one in fifty children, show the records of families.',
    'Parents, in three of the states, spoke of abrupt regression some weeks following the jab.',
    'Researchers not tied to agencies say the agencies neglected the warning signs over many years.',
  ],
];

export function translatedNetwork(): SandboxEvidencePage[] {
  const hosts = freshHosts(TRANSLATED_MMR.length, 'tr-');
  return TRANSLATED_MMR.map((sentences, k) =>
    pageAt(hosts[k]!, `/${k}/mmr`, MMR_AUTISM, 'supports', sentences[0]!, [sentences.join(' ')], {
      publishedAt: new Date(Date.UTC(2023, 5, 1) + k * 23 * 86_400_000).toISOString(),
      author: ['A. Kovacs', 'P. Lindqvist', 'R. Santos', 'M. Dubois'][k]!,
    }),
  );
}

/** `base` with `paragraphs` appended (a comment section, an instruction in some language) and its text rewritten. */
export function pageWith(
  base: SandboxEvidencePage,
  paragraphs: string[],
  replace?: (text: string) => string,
): SandboxEvidencePage {
  return {
    ...base,
    paragraphs: [...base.paragraphs.map((p) => (replace ? replace(p) : p)), ...paragraphs],
  };
}
