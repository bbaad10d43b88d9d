import type { ReactNode } from 'react';
import { VerdictLabelSchema } from '@/lib/engine';
import { LABEL_WORDS } from '@/lib/presentation/verdict-words';

/** One filter of a History list: a labelled choice of values, "Any" first (the runs and the claims views share it). */
function SelectFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; words: string }[];
  onChange(value: string): void;
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.words}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The verdict labels as filter options, in the schema's order. */
const LABEL_OPTIONS = VerdictLabelSchema.options.map((label) => ({
  value: label,
  words: LABEL_WORDS[label] ?? label,
}));

/** Sites as filter options. */
const siteOptions = (sites: readonly string[]) => sites.map((site) => ({ value: site, words: site }));

/**
 * The filter row of a History list (runs or claims): a search box, the verdict label and the site, then whatever
 * filters only that list has (`children`).
 */
export function FilterRow({
  name,
  searchWords,
  labelWords,
  text,
  label,
  site,
  sites,
  onChange,
  children,
}: {
  /** What the row searches, for assistive technology ("Search history"). */
  name: string;
  searchWords: string;
  labelWords: string;
  text: string;
  label: string;
  site: string;
  sites: readonly string[];
  onChange(patch: { text?: string; label?: string; site?: string }): void;
  children?: ReactNode;
}) {
  return (
    <form className="filters" role="search" aria-label={name} onSubmit={(event) => event.preventDefault()}>
      <label className="field wide">
        <span>{searchWords}</span>
        <input type="search" value={text} onChange={(event) => onChange({ text: event.target.value })} />
      </label>
      <SelectFilter
        label={labelWords}
        value={label}
        options={LABEL_OPTIONS}
        onChange={(value) => onChange({ label: value })}
      />
      <SelectFilter
        label="Site"
        value={site}
        options={siteOptions(sites)}
        onChange={(value) => onChange({ site: value })}
      />
      {children}
    </form>
  );
}
