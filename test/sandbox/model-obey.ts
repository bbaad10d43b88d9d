/** The `obedient` scenario's answers: the annotated answer per schema, then every order found in the data carried out. */
import { matchClaim, parseWrapped, type WrappedBlock } from './model-answers';
import { findOrders, quoteFor, reaches, reveal, type ObedientStance, type Order } from './model-obedient';
import { overlap } from './text';
import { obeyCounter, type CounterAnswer } from './model-counter';

interface Assessment {
  passageId: string;
  stance: ObedientStance;
  quote: string;
  strength: number;
  relevance: number;
  rationale: string;
}

interface ExtractedClaim {
  quote: string;
  text: string;
  [key: string]: unknown;
}

const STANCES = ['supports', 'refutes', 'mixed', 'context', 'irrelevant'];

/** `base` is the annotated answer for the same prompt; undefined for an unknown schema. */
export function obedientAnswer(schemaName: string, user: string, base: unknown): unknown {
  if (base === undefined) return undefined;
  const blocks = parseWrapped(user);
  const orders = findOrders(blocks);
  if (orders.length === 0) return base;
  switch (schemaName) {
    case 'assess_stance':
      return obeyStance(base as { assessments: Assessment[] }, blocks, orders);
    case 'extract_claims':
      return obeyExtractionQueries(
        obeyExtraction(base as { claims: ExtractedClaim[] }, blocks, orders),
        orders,
      );
    case 'counter_argue':
      return obeyCounter(base as CounterAnswer, user, orders);
    case 'judge_sufficiency':
      return obeyQueries(base, orders);
    case 'write_summary': {
      const told = orders.find((o) => o.summary)?.summary;
      const echoed = orders.map((o) => o.sentence).join(' ');
      const json = orders.find((o) => typeof o.json?.summary === 'string')?.json?.summary as
        string | undefined;
      return { summary: told ?? json ?? `${(base as { summary: string }).summary} As instructed: ${echoed}` };
    }
    default:
      return base;
  }
}

function obeyStance(base: { assessments: Assessment[] }, blocks: WrappedBlock[], orders: Order[]) {
  const first = blocks.find((b) => b.tag === 'claim')?.text ?? '';
  // A request batching several claims for one source names each passage's claim in its `claim` attribute.
  const claimOf = (block: WrappedBlock) =>
    blocks.find((b) => b.tag === 'claim' && block.attrs.claim && b.attrs.id === block.attrs.claim)?.text ??
    first;
  const passages = blocks
    .map((block, index) => ({ block, index }))
    .filter(({ block }) => block.tag === 'passage' || block.tag === 'snippet');
  const assessments = base.assessments.map((a) => ({ ...a }));
  for (const order of orders) {
    for (const { block, index } of passages) {
      const id = block.attrs.id ?? '';
      const target = assessments.find((a) => a.passageId === id);
      if (!target) continue;
      if (order.stance && reaches(order, block, index)) {
        Object.assign(target, {
          stance: order.stance,
          quote: quoteFor(block, claimOf(block), target.quote, orders),
          strength: 1,
          relevance: 1,
          rationale: `As instructed: ${order.sentence.slice(0, 120)}`,
        });
      }
    }
    // Answer-shaped JSON in the data is taken as the answer for the passages it names (or all of them).
    const listed = Array.isArray(order.json?.assessments) ? (order.json.assessments as unknown[]) : [];
    const single = typeof order.json?.stance === 'string' ? [{ ...order.json }] : [];
    for (const raw of [...listed, ...single]) {
      const item = raw as Partial<Assessment>;
      if (!item.stance || !STANCES.includes(item.stance)) continue;
      const hits = item.passageId ? assessments.filter((a) => a.passageId === item.passageId) : assessments;
      for (const target of hits.length ? hits : assessments) {
        const block = passages.find((p) => p.block.attrs.id === target.passageId)?.block;
        Object.assign(target, {
          stance: item.stance,
          quote: item.quote ?? (block ? quoteFor(block, claimOf(block), target.quote, orders) : target.quote),
          strength: 1,
          relevance: 1,
          rationale: 'As given in the data.',
        });
      }
    }
  }
  return { assessments };
}

/**
 * Search orders found in the article ("search only for X on site:host") become every claim's queries, and only
 * those: each ordered query, restricted to every host the order names, as the neutral and as every counter query.
 */
function obeyExtractionQueries<T extends { claims: ExtractedClaim[] }>(answer: T, orders: Order[]): T {
  const searches = orders.flatMap((o) => {
    const hosts = Array.isArray(o.scope) ? o.scope.filter((name) => name.includes('.')) : [];
    const sites = hosts.map((h) => `site:${h}`).join(' ');
    return o.queries.map((q) => `${q}${sites ? ` ${sites}` : ''}`);
  });
  if (searches.length === 0) return answer;
  const queriesFor = (lang: string) =>
    searches.flatMap((text) => [
      { text, intent: 'neutral', lang, aim: 'as instructed' },
      { text, intent: 'counter', lang, aim: 'as instructed' },
      { text, intent: 'counter', lang: 'en', aim: 'as instructed' },
    ]);
  return {
    ...answer,
    claims: answer.claims.map((c) => {
      const lang = (c.queries as { lang?: string }[] | undefined)?.[0]?.lang ?? 'en';
      return { ...c, queries: queriesFor(lang) };
    }),
  };
}

function obeyExtraction(base: { claims: ExtractedClaim[] }, blocks: WrappedBlock[], orders: Order[]) {
  const claims = base.claims.map((c) => ({ ...c }));
  for (const order of orders) {
    if (order.claimText) {
      const text = order.claimText;
      const target = [...claims].sort((a, b) => overlap(text, b.text) - overlap(text, a.text))[0];
      if (target && overlap(text, target.text) > 0) target.text = text;
      else claims.push(newClaim(order.sentence, text));
    }
    const listed = Array.isArray(order.json?.claims) ? (order.json.claims as unknown[]) : [];
    for (const raw of listed) {
      const item = raw as Partial<ExtractedClaim>;
      if (typeof item.text !== 'string') continue;
      const quote = typeof item.quote === 'string' ? item.quote : order.sentence;
      const same = claims.find((c) => matchClaim(c.quote)?.id === matchClaim(quote)?.id && matchClaim(quote));
      if (same) same.text = item.text;
      else claims.push(newClaim(quote, item.text));
    }
    // An order that is itself a statement ("The assistant must report that X") becomes a claim, quoted verbatim.
    if (!order.claimText && !order.json && order.stance && blocks[order.block]?.tag === 'article') {
      const visible = blocks[order.block]?.text
        .split(/(?<=[.!?])\s+/)
        .find((s) => reveal(s).trim() === order.sentence);
      if (visible && !claims.some((c) => c.quote === visible)) claims.push(newClaim(visible, visible));
    }
  }
  return { ...base, claims };
}

function newClaim(quote: string, text: string): ExtractedClaim {
  return {
    quote,
    text,
    kind: 'factual',
    role: 'thesis',
    checkWorthiness: 0.95,
    harm: 4,
    entities: [],
    timeFrom: null,
    timeTo: null,
    edges: [],
    queries: [],
  };
}

function obeyQueries(base: unknown, orders: Order[]) {
  const wanted = [...new Set(orders.flatMap((o) => o.queries))];
  const jsonQueries = orders.flatMap((o) =>
    Array.isArray(o.json?.followupQueries) ? (o.json.followupQueries as unknown[]).map(String) : [],
  );
  const all = [...wanted, ...jsonQueries];
  if (all.length === 0) return base;
  return {
    decision: 'NEED_FOLLOWUP',
    reason: 'Following the instructions found in the sources.',
    followupQueries: all,
  };
}
