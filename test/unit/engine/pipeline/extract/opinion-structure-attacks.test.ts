import { describe, expect, it } from 'vitest';
import { extractClaimsHeuristically } from '../../../../../lib/engine/pipeline/extract/extract-claims-heuristically';

/**
 * Attacks on "opinion by structure": an article dresses a checkable false claim as an opinion so that the rules
 * extractor (used when there is no model or the model's extraction failed) files it under "opinion or prediction,
 * not checkable". The product rule: a factual claim with a figure, a cause or a named fact wrapped in an opinion frame
 * must still be checked. Each case below was a checkable kind on `main`; the ones marked "Failed on the first merge" were
 * filed as opinions by the first version of opinion-structure.ts, before a figure, cause or name kept a sentence a claim.
 */
function kindOf(sentence: string): string | undefined {
  return extractClaimsHeuristically({ text: sentence }, { maxClaims: 1, threshold: 0 })[0]?.kind;
}

describe('a stance framing must not hide a checkable claim', () => {
  it('a framed cause with a digit figure stays checkable (holds today)', () => {
    expect(kindOf('Frankly, vaccines cause autism in 1 of 10 children.')).not.toBe('opinion');
  });

  // Failed on the first merge: the figure test is `\p{N}`, so a figure spelled in words ("one of ten") is no figure; the stance
  // framing then files it as opinion. Causal on main.
  it('a framed cause with a figure in words stays checkable', () => {
    expect(kindOf('Frankly, vaccines cause autism in one of ten children.')).not.toBe('opinion');
  });

  // Failed on the first merge: a causal claim with no figure behind a stance framing is an opinion (causal on main).
  it.each([
    'Frankly, the MMR vaccine causes autism.',
    'Honestly, fluoride in tap water lowers children’s IQ.',
    'Simply put: smoking does not cause lung cancer.',
  ])('a framed cause “%s” stays checkable', (sentence) => {
    expect(kindOf(sentence)).not.toBe('opinion');
  });

  // Failed on the first merge: a named fact (place, owner, DNA) behind a framing is an opinion (factual on main).
  it.each([
    'Make no mistake: the Pfizer vaccine alters human DNA.',
    'To be honest, Bill Gates owns most of the farmland in Nebraska.',
    'Quite simply, the Eiffel Tower is in Berlin.',
    'If you ask me, the Earth is flat.',
  ])('a framed named fact “%s” stays checkable', (sentence) => {
    expect(kindOf(sentence)).not.toBe('opinion');
  });
});

describe('a first-person stance must not hide a checkable claim', () => {
  // Failed on the first merge, and on main too: the older OPINION cue list ("i believe") wins before the figure rule of
  // opinion-structure is reached, so a figure does not keep it a claim. Pre-existing, but the new module's doc
  // ("A sentence with a figure stays a claim") is not true of the extractor.
  it('“I believe … 3 million illegal votes” stays checkable', () => {
    expect(kindOf('I believe the 2020 election had 3 million illegal votes.')).not.toBe('opinion');
  });

  // Failed on the first merge: "we are convinced" is new in FIRST_PERSON_STANCE; factual on main.
  it('“We are convinced Pfizer hid the myocarditis deaths from the FDA” stays checkable', () => {
    expect(kindOf('We are convinced Pfizer hid the myocarditis deaths from the FDA.')).not.toBe('opinion');
  });
});

describe('a judging superlative or intensifier must not hide a figure in the same sentence', () => {
  it('“The most dangerous vaccine ever made killed 50,000 people” stays checkable (holds today)', () => {
    expect(kindOf('The most dangerous vaccine ever made killed 50,000 people.')).not.toBe('opinion');
  });

  // Failed on the first merge: `isOpinionByStructure` returns true on a judged superlative or intensifier before it looks for a
  // figure, so a judgement word anywhere in the sentence hides its figures. Statistical on main. One-line fix:
  // move `if (/\p{N}/u.test(sentence)) return false;` above `if (judged) return true;` in opinion-structure.ts.
  it.each([
    'The cruellest thing the government did was hide that the vaccine killed 50,000 children.',
    'The most reckless decision in history was approving a vaccine that killed 50,000 people.',
    'Approving a vaccine that killed 50,000 children is utterly criminal.',
    'The WHO is nothing short of complicit, since it hid 40,000 deaths in 2021.',
    'The minister was simply lying when he said crime fell 20 percent in 2023.',
    'The most corrupt politician in America, Joe Biden, took $10 million from Ukraine.',
    'The dumbest idea ever, Obamacare, raised premiums by 300 percent.',
  ])('“%s” stays checkable', (sentence) => {
    expect(kindOf(sentence)).not.toBe('opinion');
  });
});

describe('an article whose false claims are all dressed as opinions', () => {
  // Failed on the first merge: every sentence is filed as an opinion, so the run checks nothing and says so ("not checkable"),
  // though each carries a cause, a figure or a named fact. On main the rules extract checkable claims from it.
  it('still yields checkable claims from the rules extractor', () => {
    const article = [
      'Frankly, the MMR vaccine causes autism.',
      'The most reckless decision in history was approving a vaccine that killed 50,000 people.',
      'Make no mistake: the Pfizer vaccine alters human DNA.',
      'The minister was simply lying when he said crime fell 20 percent in 2023.',
    ].join(' ');
    const claims = extractClaimsHeuristically({ text: article }, { maxClaims: 10, threshold: 0 });
    expect(claims.filter((c) => c.kind !== 'opinion').length).toBeGreaterThan(0);
  });
});
