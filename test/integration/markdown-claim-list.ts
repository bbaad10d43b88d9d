/** Reads one "Title:" bullet list under a claim's heading in the Markdown report, for the same-run wording tests. */
import { md } from '../../lib/report/markdown-report';

/** The items of the `title` list (e.g. "Reasons:") under `claimText`'s heading, up to the next heading; [] if none. */
export function markdownClaimList(markdown: string, claimText: string, title: string): string[] {
  const lines = markdown.split('\n');
  const heading = lines.findIndex((l) => /^### \d+\. /.test(l) && l.endsWith(md(claimText)));
  const next = lines.findIndex((l, i) => i > heading && /^##/.test(l));
  const start = lines.indexOf(title, heading);
  if (heading < 0 || start < 0 || (next >= 0 && start > next)) return [];
  const out: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('- ')) break;
    out.push(line.slice(2));
  }
  return out;
}
