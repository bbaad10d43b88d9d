/**
 * The counter-argument's lean comes from the claim's own For and Against (issue 32 item 9): the misleading
 * cherry-pick, whose sources only give context or are mixed, never reads "The evidence so far leans true".
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CounterArgumentView } from '../../../entrypoints/sidepanel/check/counter-argument-view';
import { fakeEvidence } from '../../builders';

const argument = {
  against: 'true' as const,
  text: 'nature.com says otherwise: Antarctic sea ice then collapsed to record lows.',
  citations: ['https://www.nature.com/articles/d41586-023-02584-6'],
  tested: true,
  query: null,
};

describe('the counter-argument of a claim whose sources only give context', () => {
  it('says no source takes a side, with the same For 0 · Against 0 as the columns, even with a prior above even', () => {
    const evidence = [
      fakeEvidence({ url: argument.citations[0], domain: 'nature.com', stance: 'mixed' }),
      fakeEvidence({ url: 'https://www.bbc.co.uk/news/x', domain: 'bbc.co.uk', stance: 'context' }),
    ];
    const html = renderToStaticMarkup(
      <CounterArgumentView argument={argument} evidence={evidence} veracity={0.7} />,
    );
    expect(html).not.toMatch(/leans true/);
    expect(html).toContain(
      'No source found so far supports or contradicts it (For 0 · Against 0); here the model argues it is false.',
    );
  });

  it('a claim with sources on its side leans that way, counted as its columns count them', () => {
    const evidence = [
      fakeEvidence({ domain: 'medium.com', stance: 'supports' }),
      fakeEvidence({ domain: 'x.com', stance: 'supports' }),
      fakeEvidence({ url: argument.citations[0], domain: 'nature.com', stance: 'mixed' }),
    ];
    const html = renderToStaticMarkup(
      <CounterArgumentView argument={argument} evidence={evidence} veracity={0.6} />,
    );
    expect(html).toContain(
      'The evidence so far leans true (For 2 · Against 0); here the model argues it is false.',
    );
  });
});
