import { useEffect, useEffectEvent, useState } from 'react';

/** A text (or password, URL, number) field that saves when it loses focus or on Enter. */
export function TextSetting({
  label,
  value,
  onSave,
  onDraft,
  type = 'text',
  placeholder,
  hint,
}: {
  label: string;
  value: string;
  onSave(value: string): void;
  /** Told every keystroke: what is on screen, saved or not. */
  onDraft?(value: string): void;
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
  // Only a new saved value resets what the parent knows is on screen (never a re-render with a new callback).
  const savedChanged = useEffectEvent((saved: string) => onDraft?.(saved));
  useEffect(() => {
    savedChanged(value);
  }, [value]);
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
        onChange={(event) => {
          setDraft(event.target.value);
          onDraft?.(event.target.value);
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
