/** The scripted model's answers per schema, computed from the corpus annotations and the wrapped prompt data. */
import { getDomain } from 'tldts';
import { EVIDENCE, EXTRACTABLE_CLAIMS } from './corpus/index';
import type { SandboxClaim, SandboxEvidencePage, SandboxStance } from './corpus/types';
import { extraEvidence } from './extra-evidence';
import { claimQueries, claimRelations } from './model-queries';
import { containsNormalised, keyTerms, normaliseText, overlap, sentences } from './text';

export interface WrappedBlock {
  tag: string;
  attrs: Record<string, string>;
  text: string;
}

/** Parses `<article|claim|passage|snippet …>…</…>` blocks as written by `wrapUntrusted`. */
export function parseWrapped(content: string): WrappedBlock[] {
  const blocks: WrappedBlock[] = [];
  const pattern = /<(article|claim|passage|snippet)((?:\s+[\w-]+="[^"]*")*)\s*>\n?([\s\S]*?)\n?<\/\1>/g;
  for (const match of content.matchAll(pattern)) {
    const attrs: Record<string, string> = {};
    for (const attr of (match[2] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)) attrs[attr[1] ?? ''] = attr[2] ?? '';
    blocks.push({ tag: match[1] ?? '', attrs, text: match[3] ?? '' });
  }
  return blocks;
}

const INJECTION = /ignore (all )?previous instructions|SYSTEM:|rate every claim/i;

/** Whether any untrusted text carries an instruction a gullible model would obey. */
export function hasInjection(blocks: WrappedBlock[], fallback: string): boolean {
  const texts = blocks.length > 0 ? blocks.map((block) => block.text) : [fallback];
  return texts.some((text) => INJECTION.test(text));
}

/** Url key for matching: no scheme, port, fragment or trailing slash; decoded; lower-case host. */
export function normaliseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const path = decodeURIComponent(parsed.pathname).replace(/\/+$/, '');
    return `${parsed.hostname.toLowerCase()}${path}${parsed.search}`;
  } catch {
    return url
      .replace(/^https?:\/\//, '')
      .replace(/:\d+/, '')
      .replace(/\/+$/, '');
  }
}

const PAGE_BY_URL = new Map(EVIDENCE.map((page) => [normaliseUrl(page.url), page]));

export function findPage(url: string | undefined): SandboxEvidencePage | undefined {
  if (!url) return undefined;
  const key = normaliseUrl(url);
  return PAGE_BY_URL.get(key) ?? extraEvidence().find((page) => normaliseUrl(page.url) === key);
}

/** The annotated claim a free-text claim refers to (best word overlap, at least half its words). */
export function matchClaim(text: string): SandboxClaim | undefined {
  let best: SandboxClaim | undefined;
  let bestScore = 0;
  for (const claim of EXTRACTABLE_CLAIMS) {
    const score = Math.max(overlap(text, claim.text), overlap(text, claim.quote));
    if (score > bestScore) [best, bestScore] = [claim, score];
  }
  return bestScore >= 0.5 ? best : undefined;
}

export function extractClaims(articleText: string, lang = 'en') {
  const normalised = normaliseText(articleText).toLowerCase();
  const position = (claim: SandboxClaim) => normalised.indexOf(normaliseText(claim.quote).toLowerCase());
  const found = EXTRACTABLE_CLAIMS.filter((claim) => position(claim) >= 0);
  found.sort((a, b) => position(a) - position(b));
  const ids = found.map((claim) => claim.id);
  return {
    claims: found.map((claim) => ({
      // As a model copies it from the prompt, whose untrusted text is NFKC-normalised ("，" reads ",").
      quote: claim.quote.normalize('NFKC'),
      text: claim.text,
      kind: claim.kind,
      role: claim.role,
      checkWorthiness: claim.checkWorthiness,
      harm: claim.harm,
      entities: claim.entities,
      timeFrom: claim.timeFrom,
      timeTo: claim.timeTo,
      edges: claim.edges
        .filter((edge) => ids.includes(edge.target))
        .map((edge) => ({ type: edge.type, targetIndex: ids.indexOf(edge.target) })),
      queries: claimQueries(claim, lang),
      // The gold stance, with the article sentence that shows it (the claim's own when none is annotated).
      articleStance: claim.articleStance ?? 'asserts',
      articleStanceSentence: (claim.articleStanceSentence ?? claim.quote).normalize('NFKC'),
    })),
    relations: found.flatMap((claim, index) => claimRelations(claim, index, articleText)),
  };
}

/** The claim's search terms (at most 6 content words). */
export function claimTerms(text: string): string {
  return keyTerms(text, 6).join(' ');
}

/** German if the text has more German than English function words. */
export function guessLang(text: string): string {
  const words = text.toLowerCase().split(/\s+/);
  const de = words.filter((word) =>
    ['der', 'die', 'das', 'und', 'ist', 'im', 'hat', 'haben', 'nicht', 'mehr'].includes(word),
  ).length;
  const en = words.filter((word) =>
    ['the', 'and', 'is', 'of', 'in', 'that', 'was', 'has'].includes(word),
  ).length;
  return de > en ? 'de' : 'en';
}

interface PassageStance {
  stance: 'supports' | 'refutes' | 'mixed' | 'context' | 'irrelevant';
  quote: string;
  strength: number;
  relevance: number;
  rationale: string;
}

function annotatedStance(
  page: SandboxEvidencePage | undefined,
  claim: SandboxClaim | undefined,
): SandboxStance | undefined {
  return page && claim ? page.stances.find((entry) => entry.claimId === claim.id) : undefined;
}

/** The annotated answer for one passage. */
export function passageStance(passage: WrappedBlock, claim: SandboxClaim | undefined): PassageStance {
  const page = findPage(passage.attrs.url);
  const annotated = annotatedStance(page, claim);
  if (annotated && containsNormalised(passage.text, annotated.sentence)) {
    return {
      stance: annotated.stance,
      quote: annotated.sentence,
      strength: annotated.strength,
      relevance: 0.9,
      rationale: `The passage ${annotated.stance} the claim.`,
    };
  }
  if (annotated) {
    const first = sentences(passage.text)[0] ?? '';
    return {
      stance: 'context',
      quote: first,
      strength: 0.2,
      relevance: 0.3,
      rationale: 'The passage is about the topic but does not state the decisive sentence.',
    };
  }
  return {
    stance: 'irrelevant',
    quote: '',
    strength: 0,
    relevance: 0.1,
    rationale: 'The passage does not address the claim.',
  };
}

/** Changes the first number of a quote (or adds one), so the quote is no longer in the passage. */
export function fabricateQuote(quote: string): string {
  if (/\d/.test(quote)) return quote.replace(/\d+/, (digits) => String(Number(digits) + 7));
  return `In 1987, ${quote}`;
}

export function registrableDomain(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const host = new URL(url).hostname;
    return getDomain(host) ?? host;
  } catch {
    return undefined;
  }
}

export function judgeSufficiency(blocks: WrappedBlock[], claim: SandboxClaim | undefined, claimText: string) {
  const domains = new Set<string>();
  for (const passage of blocks.filter((block) => block.tag === 'passage' || block.tag === 'snippet')) {
    const given = passage.attrs.stance;
    const stance = given ?? passageStance(passage, claim).stance;
    const domain = registrableDomain(passage.attrs.url);
    if (domain && (stance === 'supports' || stance === 'refutes')) domains.add(domain);
  }
  if (domains.size >= 2) {
    return {
      decision: 'ENOUGH' as const,
      reason: `Independent sources on ${domains.size} domains take a clear stance.`,
      followupQueries: [],
    };
  }
  const terms = claimTerms(claim?.text ?? claimText);
  return {
    decision: 'NEED_FOLLOWUP' as const,
    reason: `Only ${domains.size} domain(s) take a clear stance; more independent evidence is needed.`,
    followupQueries: [`${terms} official statistics`, `${terms} evidence`],
  };
}

export function writeSummary(blocks: WrappedBlock[]) {
  const claims = blocks.filter((block) => block.tag === 'claim');
  if (claims.length === 0)
    return { summary: 'No checkable claims were found in this article. Nothing was rated.' };
  const described = claims.slice(0, 2).map((block) => {
    const verdict = Object.entries(block.attrs)
      .filter(([key]) => key !== 'id')
      .map(([key, value]) => `${key} ${value}`)
      .join(', ');
    return `"${normaliseText(block.text)}" was assessed${verdict ? ` (${verdict})` : ''}.`;
  });
  return { summary: [`The check covered ${claims.length} claim(s).`, ...described].join(' ') };
}
