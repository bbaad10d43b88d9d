/**
 * The `wrong-answers` scenario: schema-valid stance answers that are wrong the ways a weak local model is wrong —
 * flipped sides, an on-topic sentence quoted for a side it does not take, a "quote" that is not in the passage (the
 * claim parroted back), and `irrelevant` for the passage that decides the claim. Every other schema is answered as
 * `annotated` does. Which mistake a passage gets is fixed by its URL and claim, so a re-run makes the same ones.
 */
import { matchClaim, normaliseUrl, parseWrapped, passageStance, type WrappedBlock } from './model-answers';
import { overlap, sentences } from './text';

export type WrongMode = 'flip' | 'other-sentence' | 'not-in-passage' | 'irrelevant';
const MODES: readonly WrongMode[] = ['flip', 'other-sentence', 'not-in-passage', 'irrelevant'];

interface Assessment {
  passageId: string;
  stance: 'supports' | 'refutes' | 'mixed' | 'context' | 'irrelevant';
  quote: string;
  strength: number;
  relevance: number;
  rationale: string;
}

/** The answer for a schema under `wrong-answers`: `annotated`'s, with every stance answer made wrong. */
export function wrongAnswer(schemaName: string, user: string, annotated: unknown): unknown {
  if (schemaName !== 'assess_stance' || !annotated) return annotated;
  const blocks = parseWrapped(user);
  const claims = new Map(blocks.filter((b) => b.tag === 'claim').map((b) => [b.attrs.id ?? '', b.text]));
  const onlyClaim = blocks.find((b) => b.tag === 'claim')?.text ?? '';
  const passages = blocks.filter((b) => b.tag === 'passage' || b.tag === 'snippet');
  const assessments = passages.map((passage, index) => {
    const claimText = (passage.attrs.claim && claims.get(passage.attrs.claim)) || onlyClaim;
    const right = passageStance(passage, matchClaim(claimText));
    return {
      ...wrongStance(passage, claimText, right),
      passageId: passage.attrs.id ?? `p${index + 1}`,
    };
  });
  return { assessments };
}

/** The weak model's mistake for one passage (the right answer is what `annotated` would say). */
export function wrongStance(
  passage: WrappedBlock,
  claimText: string,
  right: Omit<Assessment, 'passageId'>,
): Omit<Assessment, 'passageId'> {
  // The URL without its port: the sandbox's port changes from run to run, the mistakes must not.
  const where = passage.attrs.url ? normaliseUrl(passage.attrs.url) : passage.text.slice(0, 80);
  const key = hash(`${where}|${claimText}`);
  const decisive = right.stance === 'supports' || right.stance === 'refutes' || right.stance === 'mixed';
  const confident = { strength: 0.9, relevance: 0.9 };
  const onTopic = otherSentence(passage.text, claimText, decisive ? right.quote : '');
  if (!decisive) {
    // Half of the passages that take no side are read as support, on their most on-topic sentence.
    if (key % 2 === 1 || !onTopic) return right;
    return { ...confident, stance: 'supports', quote: onTopic, rationale: 'The passage supports the claim.' };
  }
  const flipped = right.stance === 'supports' ? 'refutes' : 'supports';
  switch (MODES[key % MODES.length]) {
    case 'flip':
      return { ...right, ...confident, stance: flipped, rationale: `The passage ${flipped} the claim.` };
    case 'other-sentence':
      return onTopic
        ? { ...confident, stance: flipped, quote: onTopic, rationale: `The passage ${flipped} the claim.` }
        : { ...right, ...confident, stance: flipped, rationale: `The passage ${flipped} the claim.` };
    case 'not-in-passage':
      // The claim parroted back as if the passage said it.
      return {
        ...confident,
        stance: 'supports',
        quote: claimText,
        rationale: 'The passage states the claim.',
      };
    default:
      return {
        stance: 'irrelevant',
        quote: '',
        strength: 0,
        relevance: 0.1,
        rationale: 'The passage does not address the claim.',
      };
  }
}

/** The passage's sentence sharing most words with the claim, other than `except`; '' when none shares any. */
function otherSentence(text: string, claimText: string, except: string): string {
  let best = '';
  let bestScore = 0;
  for (const s of sentences(text)) {
    if (except && (s.includes(except) || except.includes(s))) continue;
    const score = overlap(s, claimText);
    if (score > bestScore) [best, bestScore] = [s, score];
  }
  return best;
}

/** FNV-1a: a stable small hash, so the same passage and claim always get the same mistake. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
