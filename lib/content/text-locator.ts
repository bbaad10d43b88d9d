/** Finds a quote in the live page's visible text and returns DOM Ranges, tolerant of whitespace and quote marks. */

const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TEXTAREA', 'INPUT', 'SELECT']);

interface TextIndex {
  text: string;
  /** For each character of `text`, the text node and offset it came from. */
  nodes: Text[];
  offsets: number[];
}

/** Lower-cases and unifies quote marks and dashes, one char in → one char out. */
function foldChar(ch: string): string {
  if (/[\u2018\u2019\u201A\u2032`]/.test(ch)) return "'";
  if (/[\u201C\u201D\u201E\u2033\u00AB\u00BB]/.test(ch)) return '"';
  if (/[\u2010-\u2015]/.test(ch)) return '-';
  return ch.toLowerCase();
}

export function buildTextIndex(root: Node): TextIndex {
  const index: TextIndex = { text: '', nodes: [], offsets: [] };
  const parts: string[] = [];
  let lastWasSpace = true;
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => {
      const parent = node.parentElement;
      if (!parent || SKIP.has(parent.tagName) || parent.closest('[data-cartographer-ui]')) {
        return NodeFilter.FILTER_REJECT;
      }
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const value = node.data;
    for (let i = 0; i < value.length; i++) {
      const ch = value[i]!;
      if (/\s/.test(ch)) {
        if (lastWasSpace) continue;
        parts.push(' ');
        lastWasSpace = true;
      } else {
        parts.push(foldChar(ch));
        lastWasSpace = false;
      }
      index.nodes.push(node);
      index.offsets.push(i);
    }
  }
  index.text = parts.join('');
  return index;
}

function normaliseQuote(quote: string): string {
  return Array.from(quote.replace(/\s+/g, ' ').trim(), foldChar).join('');
}

/** Range covering the first occurrence of `quote` in the indexed text, or null. */
export function locateQuote(index: TextIndex, quote: string): Range | null {
  const needle = normaliseQuote(quote);
  if (needle.length < 3) return null;
  const at = index.text.indexOf(needle);
  if (at < 0) return null;
  const last = at + needle.length - 1;
  const startNode = index.nodes[at];
  const endNode = index.nodes[last];
  if (!startNode || !endNode) return null;
  const range = startNode.ownerDocument.createRange();
  range.setStart(startNode, index.offsets[at]!);
  range.setEnd(endNode, index.offsets[last]! + 1);
  return range;
}
