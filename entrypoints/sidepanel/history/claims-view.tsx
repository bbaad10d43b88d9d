import { FilterRow } from './select-filter';
import { LABEL_WORDS } from '@/lib/presentation/verdict-words';
import { useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { EMPTY_CLAIM_FILTERS, type ClaimFilters, type ClaimGroup } from '@/lib/db/seen-groups';
import { CLAIMS_PER_PAGE, claimSites, readClaimGroups } from '@/lib/db/seen-pages';
import { count } from '@/lib/presentation/plural';
import { checkedOnWords } from '@/lib/presentation/seen-before-words';
import { safeJson } from '@/lib/report/markdown-escape';
import { LabelBadge } from '../components/label-badge';
import { downloadText } from '../components/download';
import { usePanel } from '../components/panel-context';
import { db } from '../db';
import { exportFileName } from './history-search';

/**
 * History's Claims view: one row per distinct claim across all runs (the seen-before index), with the articles and
 * sites that repeated it, its latest verdict and how the verdict changed; search, filters and a JSON export. Read a
 * page at a time (newest first), "Show more" for the next: a History of 50,000 runs is never read whole to show it.
 */
export function ClaimsView() {
  const [filters, setFilters] = useState<ClaimFilters>(EMPTY_CLAIM_FILTERS);
  const [pages, setPages] = useState(1);
  const limit = pages * CLAIMS_PER_PAGE;
  const page = useLiveQuery(() => readClaimGroups(db, filters, limit), [filters, limit]);
  const sites = useLiveQuery(() => claimSites(db), []);
  const [message, setMessage] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const filtered = useMemo(() => JSON.stringify(filters) !== JSON.stringify(EMPTY_CLAIM_FILTERS), [filters]);
  const set = (patch: Partial<ClaimFilters>) => {
    setFilters({ ...filters, ...patch });
    setPages(1);
  };
  if (!page) return <p className="muted">Loading claims…</p>;
  const shown = page.groups;
  const now = shown[0]?.latest.checkedAt ?? 0;
  const exportAll = async () => {
    setExporting(true);
    try {
      // Every distinct claim that passes the filters, not only the pages shown.
      const all = await readClaimGroups(db, filters, Number.POSITIVE_INFINITY);
      downloadText(
        exportFileName('claims', 'json', new Date()),
        safeJson({ format: 'cartographer-claims', version: 1, claims: all.groups }, 2),
        'application/json',
      );
      setMessage(`Exported ${count(all.groups.length, 'claim')}.`);
    } catch (error) {
      setMessage(`Could not export the claims: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="claims-view" data-testid="claims-view">
      <FilterRow
        name="Search claims"
        searchWords="Search claims and articles"
        labelWords="Latest verdict"
        text={filters.text}
        label={filters.label}
        site={filters.site}
        sites={sites ?? []}
        onChange={set}
      >
        <label className="field checkbox">
          <input
            type="checkbox"
            checked={filters.changedOnly}
            onChange={(e) => set({ changedOnly: e.target.checked })}
          />
          <span>Verdict changed</span>
        </label>
      </FilterRow>
      <div className="button-row">
        <button type="button" disabled={shown.length === 0 || exporting} onClick={() => void exportAll()}>
          Export claims (JSON)
        </button>
      </div>
      <div role="status" className="muted history-message" data-testid="claims-message">
        {message ?? claimsCountWords(shown.length, page.more, filtered)}
      </div>
      {shown.length === 0 && !filtered ? (
        <p className="muted" data-testid="claims-empty">
          No claims yet: the claims of each finished check are listed here, one row for each distinct claim.
        </p>
      ) : (
        <ol className="claim-list" data-testid="claims-list">
          {shown.map((group) => (
            <ClaimGroupRow key={group.key} group={group} now={now} />
          ))}
        </ol>
      )}
      {page.more && (
        <div className="button-row">
          <button type="button" data-testid="claims-more" onClick={() => setPages(pages + 1)}>
            Show more claims
          </button>
        </div>
      )}
    </div>
  );
}

/** "120 distinct claims", "50 distinct claims so far" (more to show), "3 distinct claims match". */
function claimsCountWords(shown: number, more: boolean, filtered: boolean): string {
  const words = count(shown, 'distinct claim');
  if (more) return `${words} so far, newest first`;
  return filtered ? `${words} ${shown === 1 ? 'matches' : 'match'}` : words;
}

function ClaimGroupRow({ group, now }: { group: ClaimGroup; now: number }) {
  const { openRun } = usePanel();
  const sites = group.sites;
  return (
    <li className="card claim-row" data-testid="claims-row">
      <p className="claim-text" data-testid="claims-text">
        {group.text}
      </p>
      <div className="claim-meta">
        <LabelBadge label={group.latest.label} />
        <span className="muted" data-testid="claims-repeated">
          {count(group.articles.length, 'article')} on {count(sites.length, 'site')}: {sites.join(', ')}
        </span>
      </div>
      {group.verdicts.length > 1 && (
        <p className="muted" data-testid="claims-verdicts">
          Verdict over time: {group.verdicts.map((label) => LABEL_WORDS[label].toLowerCase()).join(' → ')}
        </p>
      )}
      <ul className="claims-checks" data-testid="claims-checks">
        {[...group.checks].reverse().map((check) => (
          <li key={`${check.runId}/${check.claimId}`}>
            <button
              type="button"
              className="link-button"
              onClick={() => openRun(check.runId, check.claimId)}
              title={check.url}
            >
              {checkedOnWords(check.checkedAt, now)}
            </button>{' '}
            {check.site}: {LABEL_WORDS[check.label].toLowerCase()}
            {check.title ? <span className="muted"> · {check.title}</span> : null}
          </li>
        ))}
      </ul>
    </li>
  );
}
