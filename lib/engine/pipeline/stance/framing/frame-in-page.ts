/**
 * A sentence's frame where it stands on its page: its neighbours in the page text (the label line before it, the
 * rebuttal after it), the heading it stands under, and a page headline that denies the claim.
 */
import { splitSentences } from '../../text/split-sentences';
import { frameOf, type SentenceFrame } from './sentence-frame';

/** The page a passage was cut from: its whole text and its headline. */
export interface PageOfPassage {
  text: string;
  title?: string | null;
}

interface Located {
  text: string;
  paragraph: number;
}

interface PageSentences {
  sentences: Located[];
  paragraphs: string[];
}

/** Paragraphs that read as headings: short, without a full stop at the end. */
const HEADING = /^[^.!?。]{2,120}[:：]?$/u;
/** A heading counts for the paragraphs below it, up to this many (a list of myths under "Common myths about …"). */
const HEADING_REACH = 8;

const recent = new Map<string, PageSentences>();

/** The page's sentences with their paragraph (the last few pages are kept: one page is read for many claims). */
function sentencesOfPage(text: string): PageSentences {
  const known = recent.get(text);
  if (known) return known;
  const paragraphs = text.split(/\n\s*\n/u);
  const sentences = paragraphs.flatMap((p, paragraph) =>
    splitSentences(p).map((s) => ({ text: s.text.trim(), paragraph })),
  );
  const page = { sentences, paragraphs };
  recent.set(text, page);
  if (recent.size > 8) recent.delete(recent.keys().next().value!);
  return page;
}

/**
 * The frame of `sentence` on `page` (or in `passage` when the page does not hold it): the sentences around it, the
 * nearest heading above it within `HEADING_REACH` paragraphs.
 */
export function frameInPage(sentence: string, passage: string, page?: PageOfPassage): SentenceFrame {
  const s = sentence.trim();
  const inPage = page ? locate(s, sentencesOfPage(page.text)) : null;
  const where = inPage ?? locate(s, sentencesOfPage(passage));
  if (!where) return frameOf(s);
  const { list, index, doc } = where;
  const at = list[index]!;
  return frameOf(s, {
    before: list.slice(Math.max(0, index - 2), index).map((x) => x.text),
    after: list.slice(index + 1, index + 3).map((x) => x.text),
    heading: headingAbove(doc, at.paragraph),
  });
}

function locate(
  sentence: string,
  doc: PageSentences,
): { list: Located[]; index: number; doc: PageSentences } | null {
  const index = doc.sentences.findIndex((x) => x.text === sentence);
  if (index >= 0) return { list: doc.sentences, index, doc };
  const loose = doc.sentences.findIndex((x) => x.text.includes(sentence) || sentence.includes(x.text));
  return loose >= 0 && doc.sentences[loose]!.text.length > 20
    ? { list: doc.sentences, index: loose, doc }
    : null;
}

/** The nearest heading-like paragraph above paragraph `at` (itself excluded). */
function headingAbove(doc: PageSentences, at: number): string | null {
  for (let p = at - 1; p >= Math.max(0, at - HEADING_REACH); p--) {
    const text = doc.paragraphs[p]!.trim();
    if (HEADING.test(text)) return text;
  }
  return null;
}
