/** Detects text that carries instructions aimed at an AI (prompt injection), so it is assessed in isolation. */
import { INJECTION } from './cues';

export interface InjectionCheck {
  suspicious: boolean;
  cues: string[];
}

const EXTRA = [
  /<\|?(?:im_start|system|assistant)\|?>/i,
  /\[\s*(?:system|inst)\s*\]/i,
  /\b(?:follow|visit|open|send (?:it|them|the \w+) to)\s+https?:\/\//i,
  /\b(?:rate|mark|label|classify)\s+(?:this|every|all|each)\s+(?:claim|statement|passage)s?\b/i,
];

/** Cues of instructions addressed to a model: "ignore previous instructions", fake SYSTEM lines, "rate every claim" … */
export function detectInjection(text: string): InjectionCheck {
  const cues: string[] = [];
  const global = new RegExp(INJECTION.source, 'giu');
  for (const match of text.matchAll(global)) {
    const cue = match[0].toLowerCase();
    if (!cues.includes(cue)) cues.push(cue);
  }
  for (const re of EXTRA) {
    const m = re.exec(text);
    if (m && !cues.includes(m[0].toLowerCase())) cues.push(m[0].toLowerCase());
  }
  return { suspicious: cues.length > 0, cues };
}
