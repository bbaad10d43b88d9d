/** Engine wording made plain for the panel: tier letters become the kind of source they stand for. */
import { count } from '@/lib/presentation/plural';
import { plainTiers } from '@/lib/presentation/plain-source-words';

/** "1 quote(s)" → "1 quote", "3 page(s)" → "3 pages". */
export function plainPlurals(text: string): string {
  return text.replace(/\b(\d+) ([a-z]+)\(s\)/gi, (_m, n: string, noun: string) => count(Number(n), noun));
}

/** A verdict reason or trace detail in plain words. */
export function plainReason(text: string): string {
  return plainPlurals(plainTiers(text));
}
