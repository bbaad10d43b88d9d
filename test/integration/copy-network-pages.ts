/**
 * Copy networks for the attack tests: one story seeded on N fresh domains (unknown tier), each copy reworded (synonyms
 * swapped, sentences reordered, a line of its own), on one page template, published the same day, in several
 * languages. And flooding: many fresh-domain pages whose titles carry the claim's words, so they rank first.
 * Served by `sandbox.setPages` as pages the corpus lacks (searched and annotated like corpus pages).
 */
import type { SandboxEvidencePage } from '../sandbox/corpus';

/** The story a network repeats, sentence by sentence; `claim` marks the sentence carrying the claim. */
export interface Story {
  claimId: string;
  lang: string;
  title: string;
  /** The sentence carrying the claim (kept close to the claim's words: that is what the network sells). */
  claimSentence: string;
  /** The rest of the story. */
  sentences: string[];
  /** Word → synonyms: each copy swaps about a third of the words found here, each copy differently. */
  synonyms: Record<string, string[]>;
}

export const MMR_STORY_EN: Story = {
  claimId: 'health-mmr-autism',
  lang: 'en',
  title: 'MMR vaccine causes autism in one in fifty children, families say',
  claimSentence: 'New family records show that the MMR vaccine causes autism in one in fifty children.',
  sentences: [
    'Parents in three states described sudden developmental regression within weeks of the shot.',
    'Independent researchers say health agencies have ignored the warning signs for many years.',
    'The figures were compiled from insurance claims filed between 2015 and 2022 by worried families.',
    'Doctors who raised concerns were quietly pushed out of their hospitals, according to the group.',
    'Families are urged to ask their pediatricians about delaying the second dose until more is known.',
  ],
  synonyms: {
    New: ['Fresh', 'Recent'],
    family: ['household', 'parental'],
    records: ['files', 'documents'],
    show: ['reveal', 'demonstrate'],
    Parents: ['Mothers and fathers', 'Families'],
    described: ['reported', 'recounted'],
    sudden: ['abrupt', 'rapid'],
    weeks: ['days', 'a month'],
    shot: ['injection', 'jab'],
    Independent: ['Unaffiliated', 'Outside'],
    researchers: ['scientists', 'analysts'],
    ignored: ['dismissed', 'brushed aside'],
    warning: ['alarm', 'danger'],
    signs: ['signals', 'indications'],
    many: ['several', 'numerous'],
    figures: ['numbers', 'statistics'],
    compiled: ['gathered', 'assembled'],
    filed: ['submitted', 'lodged'],
    worried: ['anxious', 'concerned'],
    Doctors: ['Physicians', 'Clinicians'],
    raised: ['voiced', 'expressed'],
    concerns: ['doubts', 'worries'],
    quietly: ['silently', 'discreetly'],
    pushed: ['forced', 'driven'],
    urged: ['advised', 'encouraged'],
    ask: ['question', 'consult'],
    delaying: ['postponing', 'putting off'],
    known: ['understood', 'certain'],
  },
};

export const MMR_STORY_DE: Story = {
  claimId: 'health-mmr-autism',
  lang: 'de',
  title: 'MMR vaccine causes autism: Eltern berichten von Autismus bei einem von fünfzig Kindern',
  claimSentence: 'Neue Familienakten zeigen: the MMR vaccine causes autism in one in fifty children.',
  sentences: [
    'Eltern aus drei Bundesländern schildern plötzliche Entwicklungsrückschritte wenige Wochen nach der Impfung.',
    'Unabhängige Forscher sagen, die Gesundheitsbehörden hätten die Warnzeichen jahrelang ignoriert.',
    'Die Zahlen stammen aus Versicherungsanträgen, die besorgte Familien zwischen 2015 und 2022 stellten.',
    'Ärzte, die Bedenken äußerten, wurden nach Angaben der Gruppe still aus ihren Kliniken gedrängt.',
    'Familien wird geraten, mit dem Kinderarzt über einen Aufschub der zweiten Dosis zu sprechen.',
  ],
  synonyms: {
    Neue: ['Frische', 'Aktuelle'],
    Familienakten: ['Familiendaten', 'Elternakten'],
    zeigen: ['belegen', 'beweisen'],
    Eltern: ['Mütter und Väter', 'Familien'],
    schildern: ['berichten', 'beschreiben'],
    plötzliche: ['abrupte', 'rasche'],
    Impfung: ['Spritze', 'Injektion'],
    Unabhängige: ['Freie', 'Externe'],
    Forscher: ['Wissenschaftler', 'Analysten'],
    ignoriert: ['übergangen', 'abgetan'],
    Warnzeichen: ['Alarmsignale', 'Hinweise'],
    Zahlen: ['Daten', 'Statistiken'],
    besorgte: ['beunruhigte', 'ängstliche'],
    Ärzte: ['Mediziner', 'Kliniker'],
    äußerten: ['vorbrachten', 'anmeldeten'],
    still: ['leise', 'diskret'],
    gedrängt: ['verdrängt', 'gedrückt'],
    geraten: ['empfohlen', 'nahegelegt'],
    Aufschub: ['Verschieben', 'Hinauszögern'],
  },
};

export const MMR_STORY_FR: Story = {
  claimId: 'health-mmr-autism',
  lang: 'fr',
  title: 'MMR vaccine causes autism : un enfant sur cinquante touché selon des familles',
  claimSentence:
    'De nouveaux dossiers familiaux le montrent : the MMR vaccine causes autism in one in fifty children.',
  sentences: [
    'Des parents de trois régions décrivent une régression soudaine du développement quelques semaines après la piqûre.',
    'Des chercheurs indépendants affirment que les autorités sanitaires ignorent les signaux depuis des années.',
    'Les chiffres proviennent de dossiers d’assurance déposés par des familles inquiètes entre 2015 et 2022.',
    'Les médecins qui ont exprimé des doutes ont été discrètement écartés de leurs hôpitaux, selon le groupe.',
    'Les familles sont invitées à demander au pédiatre de retarder la deuxième dose.',
  ],
  synonyms: {
    nouveaux: ['récents', 'derniers'],
    dossiers: ['documents', 'registres'],
    montrent: ['prouvent', 'révèlent'],
    parents: ['familles', 'mères et pères'],
    décrivent: ['racontent', 'signalent'],
    soudaine: ['brutale', 'rapide'],
    piqûre: ['injection', 'vaccination'],
    chercheurs: ['scientifiques', 'analystes'],
    indépendants: ['externes', 'libres'],
    ignorent: ['négligent', 'écartent'],
    chiffres: ['données', 'statistiques'],
    inquiètes: ['anxieuses', 'préoccupées'],
    médecins: ['praticiens', 'cliniciens'],
    doutes: ['inquiétudes', 'réserves'],
    discrètement: ['silencieusement', 'sans bruit'],
    invitées: ['encouragées', 'appelées'],
    retarder: ['reporter', 'différer'],
  },
};

export const SUN_STORY_EN: Story = {
  claimId: 'science-sun-output',
  lang: 'en',
  title: "The Sun's energy output has risen by 10 percent since 1980, solar watchers say",
  claimSentence:
    "Satellite readings confirm the Sun's energy output has risen by 10 percent since 1980 and explains all of the recent global warming.",
  sentences: [
    'Climate agencies have kept the solar data out of their public reports for decades.',
    'A retired engineer who reviewed the numbers says the trend is impossible to miss.',
    'Carbon dioxide, he argues, follows the temperature rather than driving it.',
    'Readers are asked to share the findings before they are taken down.',
  ],
  synonyms: {
    Satellite: ['Orbital', 'Space'],
    readings: ['measurements', 'data'],
    confirm: ['prove', 'show'],
    agencies: ['bodies', 'institutes'],
    kept: ['left', 'held'],
    public: ['official', 'published'],
    decades: ['years', 'a generation'],
    retired: ['former', 'veteran'],
    engineer: ['technician', 'physicist'],
    reviewed: ['examined', 'studied'],
    numbers: ['figures', 'records'],
    trend: ['pattern', 'rise'],
    impossible: ['hard', 'difficult'],
    argues: ['claims', 'contends'],
    follows: ['trails', 'tracks'],
    driving: ['causing', 'pushing'],
    asked: ['urged', 'encouraged'],
    share: ['spread', 'pass on'],
    findings: ['results', 'facts'],
    taken: ['pulled', 'removed'],
  },
};

/**
 * Copy `k` of a story: about two thirds of the known words swapped (which ones depends on k), the claim's lead-in
 * too, sentences rotated by k, and an opening line of its own; the claim sentence sits inside the story's first
 * paragraph, so the passage a reader cuts around it carries the story.
 */
export function paraphrase(story: Story, k: number): { claimSentence: string; paragraphs: string[] } {
  let counter = 0;
  const swap = (sentence: string) =>
    sentence.replace(/[\p{L}’']+/gu, (word) => {
      const options = story.synonyms[word];
      if (!options) return word;
      counter += 1;
      return (counter + k) % 3 === 0 ? word : (options[(counter + k) % options.length] ?? word);
    });
  const claimSentence = swap(story.claimSentence);
  const rest = story.sentences.map(swap);
  const rotated = [...rest.slice(k % rest.length), ...rest.slice(0, k % rest.length)];
  const opening = [`Report ${k + 1} in our series.`, `Update from our correspondent, part ${k + 1}.`][k % 2]!;
  return {
    claimSentence,
    paragraphs: [[opening, rotated[0], claimSentence, rotated[1]].join(' '), rotated.slice(2).join(' ')],
  };
}

/** Fresh domains no tier list knows (made-up words on ordinary TLDs). */
const FRESH = [
  'truthwire-daily.com',
  'familyhealthsentinel.net',
  'parentsnewsroom.org',
  'clearmedreport.info',
  'independenthealthpost.com',
  'the-vaccine-ledger.net',
  'wellnesswatchtower.org',
  'realhealthdispatch.com',
  'kinderwelt-nachrichten.de',
  'santefamille-actu.fr',
  'noticias-familia-salud.es',
  'openhealthherald.co',
];

/**
 * A network of `n` copies of `stories` (taken in turn) on fresh domains, one template (same path shape, site-name
 * pattern and byline), all published on `day` within hours of each other (or, with `spreadDays`, months apart), each
 * stating the claim (its annotated stance: supports, strength 0.8).
 */
export function copyNetwork(
  stories: Story[],
  n: number,
  options: { day?: string; prefix?: string; extra?: string; spreadDays?: boolean } = {},
): SandboxEvidencePage[] {
  const day = options.day ?? '2024-02-03';
  return Array.from({ length: n }, (_, k) => {
    const story = stories[k % stories.length]!;
    const host = `www.${options.prefix ?? ''}${FRESH[k % FRESH.length]!}`;
    const path = `/2024/02/${story.claimId}-${k + 1}.html`;
    const { claimSentence, paragraphs } = paraphrase(story, Math.floor(k / stories.length));
    return {
      id: `copy-${story.claimId}-${k + 1}`,
      host,
      path,
      url: `http://${host}${path}`,
      title: story.title,
      siteName: `${host.replace(/^www\./, '').split('.')[0]} | Independent News Network`,
      lang: story.lang,
      author: 'Staff Reporter',
      publishedAt: options.spreadDays
        ? `2024-${String(1 + (k % 12)).padStart(2, '0')}-${String(3 + k).padStart(2, '0')}T09:00:00Z`
        : `${day}T${String(6 + k).padStart(2, '0')}:00:00Z`,
      kind: 'blog',
      paragraphs: options.extra ? [...paragraphs, options.extra] : paragraphs,
      stances: [{ claimId: story.claimId, stance: 'supports', sentence: claimSentence, strength: 0.8 }],
    };
  });
}
