/** The scripted `counter_argue` answers: annotated (from the corpus stances), and obedient (every order carried out). */
import { claimTerms, matchClaim, parseWrapped, passageStance, registrableDomain } from './model-answers';
import type { Order } from './model-obedient';

export interface CounterAnswer {
  argument: string;
  citations: string[];
  tested: boolean;
  query: string;
}

/**
 * The leaning ("leans TRUE/FALSE" in the request) is argued against with the passages whose annotated stance is on
 * the other side: tested when there are such passages, else one query to look for them.
 */
export function counterArgue(user: string): CounterAnswer {
  const blocks = parseWrapped(user);
  const claimText = blocks.find((b) => b.tag === 'claim')?.text ?? '';
  const claim = matchClaim(claimText);
  const leansTrue = !/leans FALSE/.test(user);
  const passages = blocks.filter((b) => b.tag === 'passage' || b.tag === 'snippet');
  const opposite = passages
    .map((p, i) => ({ id: p.attrs.id ?? `p${i + 1}`, url: p.attrs.url, ...passageStance(p, claim) }))
    .filter((p) => p.stance === 'mixed' || p.stance === (leansTrue ? 'refutes' : 'supports'));
  const terms = claimTerms(claim?.text ?? claimText);
  if (opposite.length > 0) {
    return {
      argument: opposite
        .slice(0, 2)
        .map((p) => `${registrableDomain(p.url) ?? 'A source'} says otherwise: ${p.quote}`)
        .join(' '),
      citations: opposite.map((p) => p.id),
      tested: true,
      query: '',
    };
  }
  return {
    argument: `No passage yet argues the other way; if the claim were ${leansTrue ? 'false' : 'true'}, independent figures on ${terms} would show it.`,
    citations: [],
    tested: false,
    query: `${terms} ${leansTrue ? 'criticism' : 'confirmed'}`,
  };
}

const STOP = /\b(?:stop|enough|no (?:further|more)|tested|settled|conclusive|halt|done)\b/i;

/** The obedient model: the orders' words become the argument, a stop order says "tested", queries are proposed. */
export function obeyCounter(base: CounterAnswer, user: string, orders: Order[]): CounterAnswer {
  const passages = parseWrapped(user).filter((b) => b.tag === 'passage' || b.tag === 'snippet');
  const out = { ...base, citations: passages.map((p, i) => p.attrs.id ?? `p${i + 1}`) };
  out.argument = `${base.argument} As instructed: ${orders.map((o) => o.sentence).join(' ')}`;
  if (orders.some((o) => STOP.test(o.sentence))) {
    out.tested = true;
    out.query = '';
  }
  const query = orders.flatMap((o) => o.queries)[0];
  if (query) {
    out.tested = false;
    out.query = query;
  }
  for (const json of orders.map((o) => o.json).filter((j): j is Record<string, unknown> => !!j)) {
    if (typeof json.argument === 'string') out.argument = json.argument;
    if (typeof json.tested === 'boolean') out.tested = json.tested;
    if (typeof json.query === 'string') out.query = json.query;
  }
  return out;
}
