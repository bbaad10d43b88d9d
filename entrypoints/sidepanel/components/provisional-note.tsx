import type { StoredVerdict } from '@/lib/engine';

/** What a provisional verdict is, in words: the built-in rules' reading, shown until the model's reading replaces it. */
export const PROVISIONAL_WORDS = 'provisional: read by the built-in rules, waiting for the model';

/** The caption over a provisional verdict's bars: the figures are the rules' reading, not yet the model's. */
export const PROVISIONAL_FIGURES =
  "Provisional figures: the built-in rules' reading, until the model's arrives";

/** Marks a provisional verdict (issue 23 item 3) beside its label; nothing for a final one. */
export function ProvisionalNote({
  verdict,
}: {
  verdict: Pick<StoredVerdict, 'provisional'> | null | undefined;
}) {
  if (!verdict?.provisional) return null;
  return (
    <span
      className="badge provisional"
      data-testid="verdict-provisional"
      title="The built-in rules read this claim's first sources; the model is still reading them and its verdict will replace this one."
    >
      {PROVISIONAL_WORDS}
    </span>
  );
}
