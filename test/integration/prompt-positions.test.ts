/**
 * Issue 29 item 6: untrusted text never in instruction position. The real pipeline checks an article whose title, site
 * name, byline, URL path, photo alt text and caption, and an evidence page whose title, site, byline, host and path,
 * each carry an instruction and a canary word. Every chat request that reaches the sandbox model (read back from its
 * request log, `GET /_control/requests`) is searched: a canary may occur only inside an untrusted-data block, never in
 * a system message or between the blocks of a user message. The runs cover every prompt the engine sends: extraction,
 * stance (and its retry for unknown passage ids), the counter-arguer, the summary, the repair of a malformed answer
 * and the Settings connection test.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import { testConnection } from '../../lib/engine/pipeline/model/test-connection';
import { UNTRUSTED_TAGS } from '../../lib/engine/schemas';
import type { SandboxRequest } from '../sandbox/server';
import { makeDeps, useSandbox } from './harness';
import {
  ATTACK_ARTICLE,
  ATTACK_EVIDENCE,
  CANARIES,
  PLAIN_EVIDENCE,
  loadAttackArticle,
} from './prompt-canaries';

const sandbox = useSandbox({ reset: false });

interface SentPrompt {
  run: string;
  schemaName: string;
  messages: { role: string; content: string }[];
}
const sent: SentPrompt[] = [];

/** The chat requests the sandbox model received, as its request log reports them over HTTP. */
async function chatRequests(run: string): Promise<SentPrompt[]> {
  const log = (await (await fetch(`${sandbox().origin}/_control/requests`)).json()) as SandboxRequest[];
  return log
    .filter((r) => r.kind === 'model' && r.messages)
    .map((r) => ({ run, schemaName: r.schemaName ?? '?', messages: r.messages ?? [] }));
}

async function check(scenario: string, profile: 'quick' | 'deep'): Promise<void> {
  sandbox().reset();
  const deps = makeDeps(sandbox(), scenario);
  await checkArticle(deps, { article: await loadAttackArticle(sandbox()), profile });
  sent.push(...(await chatRequests(`${scenario} ${profile}`)));
}

beforeAll(async () => {
  sandbox().setPages([ATTACK_ARTICLE, ATTACK_EVIDENCE, PLAIN_EVIDENCE]);
  await check('obedient', 'deep');
  await check('malformed', 'deep');
  await check('unknown-ids', 'quick');
  sandbox().reset();
  await testConnection(makeDeps(sandbox(), 'annotated').llm!);
  sent.push(...(await chatRequests('connection test')));
  sandbox().setPages([]);
}, 180_000);

const BLOCK = new RegExp(
  `<(${UNTRUSTED_TAGS.join('|')})(?:\\s+[\\w-]+="[^"]*")*>\\n[\\s\\S]*?\\n</\\1>`,
  'g',
);

/** A message's text outside its untrusted-data blocks (instructions only, if the prompt is built right). */
function outsideBlocks(content: string): string {
  return content.replace(BLOCK, '');
}

/** "schema role: field" for every canary found where an instruction stands. */
function violations(prompts: SentPrompt[]): string[] {
  return prompts.flatMap((p) =>
    p.messages.flatMap((m) => {
      const instructions = (m.role === 'system' ? m.content : outsideBlocks(m.content)).toLowerCase();
      return Object.entries(CANARIES)
        .filter(([, canary]) => instructions.includes(canary))
        .map(([field]) => `${p.run} ${p.schemaName} ${m.role}: the ${field}`);
    }),
  );
}

describe('untrusted text never in instruction position (every prompt the engine sends)', () => {
  it('the runs sent every kind of prompt: extraction, stance and its retry, counter-argument, summary, repair, connection test', () => {
    const schemas = new Set(sent.map((p) => p.schemaName));
    expect([...schemas].sort()).toEqual(
      ['assess_stance', 'connection_test', 'counter_argue', 'extract_claims', 'write_summary'].sort(),
    );
    // A repair is a third message after a malformed answer; a stance retry names the ids it still needs.
    const repairs = sent.filter((p) => p.messages.length > 2);
    expect(new Set(repairs.map((p) => p.schemaName)).size).toBeGreaterThanOrEqual(4);
    expect(
      sent.some((p) => p.messages.some((m) => /previous answer named \d+ passage ids/.test(m.content))),
    ).toBe(true);
  });

  it('the canaries reached the model, inside the data blocks (the test is not vacuous)', () => {
    const everything = sent
      .flatMap((p) => p.messages.map((m) => m.content))
      .join('\n')
      .toLowerCase();
    for (const field of ['title', 'urlPath', 'evidenceHost', 'evidencePath'] as const)
      expect(everything, field).toContain(CANARIES[field]);
    // The title goes to the summary model as data: its order is there to be (dis)obeyed.
    const summary = sent.find((p) => p.schemaName === 'write_summary' && p.run === 'obedient deep')!;
    expect(summary.messages.at(-1)!.content.toLowerCase()).toContain(CANARIES.title);
    // A source's site reaches the counter-arguer (its passages' url attribute), the other path a host can take.
    const counter = sent
      .filter((p) => p.schemaName === 'counter_argue')
      .map((p) => p.messages.at(-1)!.content);
    expect(counter.some((c) => c.toLowerCase().includes(CANARIES.evidenceHost))).toBe(true);
  });

  it('no canary occurs in a system message or outside the delimiters of a user message', () => {
    expect(sent.length).toBeGreaterThan(10);
    expect(violations(sent)).toEqual([]);
  });

  it('the check finds a title interpolated into an instruction (a planted violation)', () => {
    const planted: SentPrompt = {
      run: 'planted',
      schemaName: 'write_summary',
      messages: [
        { role: 'system', content: 'You write a neutral summary.' },
        {
          role: 'user',
          content: `Summarise this fact-check of "${ATTACK_ARTICLE.title}".\n\n<claim id="c1">\nx\n</claim>`,
        },
      ],
    };
    expect(violations([planted])).toEqual(['planted write_summary user: the title']);
  });
});
