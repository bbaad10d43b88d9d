/** One filter of a History list: a labelled choice of values, "Any" first (the runs and the claims views share it). */
export function SelectFilter({
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
export const labelOptions = (labels: readonly string[], words: Readonly<Record<string, string>>) =>
  labels.map((label) => ({ value: label, words: words[label] ?? label }));

/** Sites as filter options. */
export const siteOptions = (sites: readonly string[]) => sites.map((site) => ({ value: site, words: site }));
