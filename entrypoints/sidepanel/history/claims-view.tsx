import { SelectFilter, labelOptions, siteOptions } from './select-filter';
import { useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { SeenClaimIndex } from '@/lib/db/seen-claims';
import {
  EMPTY_CLAIM_FILTERS,
  filterClaims,
  groupClaims,
  type ClaimFilters,
  type ClaimGroup,
} from '@/lib/db/seen-groups';
import { VerdictLabelSchema } from '@/lib/engine';
import { count } from '@/lib/presentation/plural';
import { checkedOnWords } from '@/lib/presentation/seen-before-words';
import { LABEL_WORDS } from '@/lib/presentation/verdict-words';
import { safeJson } from '@/lib/report/markdown-escape';
import { LabelBadge } from '../components/label-badge';
import { downloadText } from '../components/download';
import { usePanel } from '../components/panel-context';
import { db } from '../db';
import { exportFileName } from './history-search';

/**
 * History's Claims view: one row per distinct claim across all runs (the seen-before index), with the articles and
 * sites that repeated it, its latest verdict and how the verdict changed; search, filters and a JSON export.
 */
export function ClaimsView() {
  const rows = useLiveQuery(() => new SeenClaimIndex(db).allRows(), []);
  const groups = useMemo(() => (rows ? groupClaims(rows) : null), [rows]);
  const [filters, setFilters] = useState<ClaimFilters>(EMPTY_CLAIM_FILTERS);
  const [message, setMessage] = useState<string | null>(null);
  const shown = useMemo(() => (groups ? filterClaims(groups, filters) : []), [groups, filters]);
  const sites = useMemo(() => [...new Set((groups ?? []).flatMap((g) => g.sites))].sort(), [groups]);
  const set = (patch: Partial<ClaimFilters>) => setFilters({ ...filters, ...patch });
  if (!groups) return <p className="muted">Loading claims…</p>;
  const now = groups[0]?.latest.checkedAt ?? 0;

  return (
    <div className="claims-view" data-testid="claims-view">
      <form
        className="filters"
        role="search"
        aria-label="Search claims"
        onSubmit={(event) => event.preventDefault()}
      >
        <label className="field wide">
          <span>Search claims and articles</span>
          <input type="search" value={filters.text} onChange={(e) => set({ text: e.target.value })} />
        </label>
        <SelectFilter
          label="Latest verdict"
          value={filters.label}
          options={labelOptions(VerdictLabelSchema.options, LABEL_WORDS)}
          onChange={(label) => set({ label })}
        />
        <SelectFilter
          label="Site"
          value={filters.site}
          options={siteOptions(sites)}
          onChange={(site) => set({ site })}
        />
        <label className="field checkbox">
          <input
            type="checkbox"
            checked={filters.changedOnly}
            onChange={(e) => set({ changedOnly: e.target.checked })}
          />
          <span>Verdict changed</span>
        </label>
      </form>
      <div className="button-row">
        <button
          type="button"
          disabled={shown.length === 0}
          onClick={() => {
            downloadText(
              exportFileName('claims', 'json', new Date()),
              safeJson({ format: 'cartographer-claims', version: 1, claims: shown }, 2),
              'application/json',
            );
            setMessage(`Exported ${count(shown.length, 'claim')}.`);
          }}
        >
          Export claims (JSON)
        </button>
      </div>
      <div role="status" className="muted history-message" data-testid="claims-message">
        {message ??
          `${count(shown.length, 'distinct claim')}${shown.length === groups.length ? '' : ` of ${groups.length}`}`}
      </div>
      {groups.length === 0 ? (
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
    </div>
  );
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
