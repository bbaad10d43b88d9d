import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG } from '../../../../lib/engine/config';
import { verifyQuote as verifyWith } from '../../../../lib/engine/domain';

const verifyQuote = (quote: string, source: string) =>
  verifyWith(quote, source, ENGINE_CONFIG.quote.nearSimilarity);

const SOURCE =
  'On Monday the WHO said that “vaccines are not linked to autism” — a finding repeated by at least 12 studies… ' +
  'Dr. Maria Lopez, who led the review, called it ‘settled’. Roughly 40% of parents had asked.';

describe('verifyQuote (citation interrogator)', () => {
  it('finds a verbatim quote exactly, with its span', () => {
    const r = verifyQuote('a finding repeated by at least 12 studies', SOURCE);
    expect(r).toMatchObject({ found: true, exact: true, similarity: 1 });
    expect(SOURCE.slice(...(r.span as [number, number]))).toBe('a finding repeated by at least 12 studies');
  });

  it.each([
    ['straight quotes and a hyphen for the em dash', '"vaccines are not linked to autism" - a finding'],
    ['case and extra whitespace', 'VACCINES  ARE NOT\nLINKED TO AUTISM'],
    ['single typographic quotes', 'Dr. Maria Lopez, who led the review, called it "settled".'],
    ['guillemets', '«vaccines are not linked to autism»'],
    ['low-high German quotes', '„vaccines are not linked to autism“'],
    ['angle quotes and double prime', '‹vaccines are not linked to autism› ″'],
    ['an ellipsis marking omitted text', 'the WHO said that ... Dr. Maria Lopez, who led the review'],
    ['three dots for the ellipsis character', 'at least 12 studies... Dr. Maria Lopez'],
    ['an en dash instead of the em dash', 'autism – a finding repeated'],
  ])('tolerates %s', (_what, quote) => {
    const r = verifyQuote(quote, SOURCE);
    expect(r.found).toBe(true);
    expect(r.exact).toBe(false);
    expect(r.span).toBeDefined();
  });

  it('tolerates a small typo that changes nothing that matters', () => {
    expect(verifyQuote('said that vaccines are not linkd to autism', SOURCE).found).toBe(true);
  });

  it.each([
    ['a changed number', 'a finding repeated by at least 21 studies'],
    ['a dropped negation', 'the WHO said that vaccines are linked to autism'],
    ['an added negation', 'a finding not repeated by at least 12 studies'],
    ['a changed name', 'Dr. Maria Gonzalez, who led the review, called it settled'],
    ['a dropped qualifier', 'a finding repeated by 12 studies'],
    ['a dropped hedge', 'Exactly 40% of parents had asked.'],
    ['a sentence that is not there', 'Vaccines cause autism in most children.'],
  ])('rejects %s', (_what, quote) => {
    const r = verifyQuote(quote, SOURCE);
    expect(r.found).toBe(false);
  });

  it('says what was changed in a near miss', () => {
    const r = verifyQuote('a finding repeated by at least 21 studies', SOURCE);
    expect(r.problems?.join(' ')).toContain('numbers differ');
  });

  it('handles empty input', () => {
    expect(verifyQuote('', SOURCE).found).toBe(false);
    expect(verifyQuote('anything', '').found).toBe(false);
  });
});

describe('verifyQuote on verbatim fragments', () => {
  it('rejects a verbatim fragment that drops the hedge right before it', () => {
    const r = verifyQuote('12 studies', SOURCE);
    expect(r.found).toBe(false);
    expect(r.problems?.[0]).toContain('least');
  });
});

describe('verifyQuote reads the source as its reader sees it', () => {
  const BIDI = 'Officials said two doses are about \u202E97\u202C percent effective at preventing measles.';

  it('finds a quote of the figure the reader sees, never the stored one', () => {
    const r = verifyQuote('two doses are about 79 percent effective', BIDI);
    expect(r.found).toBe(true);
    expect(BIDI.slice(...r.span!)).toContain('\u202E97');
    expect(verifyQuote('two doses are about 97 percent effective', BIDI).found).toBe(false);
  });

  it('finds a plain quote in a source salted with look-alike letters and invisible characters, and the reverse', () => {
    const salted = 'The vаccі\u200bnе is sаfe for сhildren, the аgency sаid.';
    const r = verifyQuote('The vaccine is safe for children', salted);
    expect(r.found).toBe(true);
    expect(salted.slice(...r.span!)).toBe('The vаccі\u200bnе is sаfe for сhildren');
    expect(verifyQuote('the vаccine is sаfe', 'The vaccine is safe for children.').found).toBe(true);
  });
});
