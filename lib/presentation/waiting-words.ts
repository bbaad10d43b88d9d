/** What a running check is waiting for, in words: "Waiting for the model server 127.0.0.1:8787 (12 s)". */
import type { WaitingFor } from '../engine/schemas';

const KIND_WORDS: Record<WaitingFor['kind'], string> = {
  model: 'the model server',
  search: 'the search provider',
  page: 'the site',
};

export function waitingSentence(waiting: WaitingFor, now: number): string {
  const seconds = Math.max(0, Math.round((now - waiting.since) / 1000));
  return `Waiting for ${KIND_WORDS[waiting.kind]} ${waiting.who} (${seconds} s)`;
}
