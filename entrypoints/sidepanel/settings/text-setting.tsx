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
  // Typed since the last save: an edit is saved even when a late re-render shows the same value, and a new stored
  // value never replaces what the user is typing.
  const [edited, setEdited] = useState(false);
  // A new stored value replaces the draft (adjusting state during render, not in an effect).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (!edited) setDraft(value);
  }
  const commit = () => {
    if (!edited) return;
    setEdited(false);
    onSave(draft);
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
        onChange={(event) => {
          setDraft(event.target.value);
          setEdited(true);
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      {hint && <small className="muted">{hint}</small>}
    </label>
  );
}
