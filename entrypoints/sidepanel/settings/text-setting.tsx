import { useState } from 'react';

/** A text (or password, URL, number) field that saves when it loses focus or on Enter. */
export function TextSetting({
  label,
  value,
  onSave,
  name,
  type = 'text',
  placeholder,
  hint,
}: {
  label: string;
  value: string;
  onSave(value: string): void;
  /** The input's name (what a form, or Test connection, reads it by). */
  name?: string;
  type?: 'text' | 'password' | 'url' | 'number';
  placeholder?: string;
  hint?: string;
}) {
  const [draft, setDraft] = useState(value);
  // A new stored value replaces the draft (adjusting state during render, not in an effect).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const commit = () => {
    if (draft !== value) onSave(draft);
  };
  return (
    <label className="field">
      <span>{label}</span>
      <input
        type={type}
        value={draft}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        name={name}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      {hint && <small className="muted">{hint}</small>}
    </label>
  );
}
