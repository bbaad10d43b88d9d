/** A verdict's evidence set aside, each with why (worded by lib/presentation/set-aside-words). */
import type { SetAsideItem } from '@/lib/engine';
import { count } from '@/lib/presentation/plural';
import { setAsideWords } from '@/lib/presentation/set-aside-words';

export function SetAsideList({ items }: { items: readonly SetAsideItem[] }) {
  if (items.length === 0) return null;
  return (
    <details data-testid="set-aside">
      <summary>{count(items.length, 'piece', 'pieces')} of evidence set aside</summary>
      <ul>
        {items.map((item, index) => (
          <li key={`${item.evidenceId}:${index}`}>{setAsideWords(item.fact)}</li>
        ))}
      </ul>
    </details>
  );
}
