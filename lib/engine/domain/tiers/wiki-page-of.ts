/** wikiPageOf: what a URL on a listed wiki shows — an article, or a page anyone writes (user, talk, draft, an old revision). */
import wikiNamespaces from '../../data/tiers/wiki-namespaces.json' with { type: 'json' };
import type { SourceTier } from '../../schemas';

/**
 * What a wiki URL shows, when it is not an article: a user page, a talk page, a draft, a project page, another
 * namespace (files, templates, special pages, the API), an old revision or diff (`oldid`, `diff`, `curid`), or an
 * edit form or other action on the page (`action=edit`, a preload).
 */
type WikiPageKind = 'user' | 'talk' | 'draft' | 'project' | 'other' | 'revision' | 'action';

interface WikiPage {
  kind: WikiPageKind;
  /** The page as the reasons name it, without the scheme: `en.wikipedia.org/wiki/User:Attacker/MMR`. */
  page: string;
}

/** The tier of a wiki page that is not an article (the data file's: user content, as a forum post is). */
export const WIKI_PAGE_TIER = wikiNamespaces.tier as Exclude<SourceTier, 'unknown'>;

type Namespace = Exclude<WikiPageKind, 'revision' | 'action'>;

const WIKI_HOSTS: readonly string[] = wikiNamespaces.hosts;
const NAMESPACE_OF: ReadonlyMap<string, Namespace> = new Map(
  (Object.entries(wikiNamespaces.namespaces) as [Namespace, string[]][]).flatMap(([kind, names]) =>
    names.map((name) => [normalise(name), kind] as const),
  ),
);
const TALK_WORDS: readonly string[] = wikiNamespaces.talkWords.map(normalise);
const TALK_SUFFIXES: readonly string[] = wikiNamespaces.talkSuffixes.map(normalise);
const OFF_WIKI: ReadonlySet<string> = new Set(wikiNamespaces.offWiki);
const LANGUAGE_PREFIX = new RegExp(wikiNamespaces.languagePrefix);
/** Actions that show the article itself. */
const READING_ACTIONS = new Set(['view', 'render', 'purge']);
/** Query parameters that show another revision than the article's current one. */
const REVISION_PARAMS = ['oldid', 'diff', 'curid', 'rcid', 'stableid'];
/** Query parameters that fill an edit form or search (the page then shows text the URL chose). */
const FORM_PARAMS = /^(preload|veaction|wptextbox|editintro|search$|fulltext$)/i;
/** Longest title kept in the page's name before it is shortened. */
const TITLE_MAX = 80;

/** Lower case, NFKC, underscores and runs of spaces (and hyphens between words) as one space. */
function normalise(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[_\s\u00a0]+/g, ' ')
    .trim();
}

/** True when `host` is one of the listed wikis or a name below one (`en.m.wikipedia.org`). */
export function isListedWikiHost(host: string): boolean {
  return WIKI_HOSTS.some((wiki) => host === wiki || host.endsWith(`.${wiki}`));
}

/** A talk namespace in any language: a talk word alone, next to another name, or ending a one-word name. */
function isTalk(prefix: string): boolean {
  const words = ` ${prefix.replace(/[-\u2010\u2011]/g, ' ')} `;
  const tokens = prefix.split(/[\s\-\u2010\u2011]+/).filter(Boolean);
  if (tokens.length > 4) return false;
  if (TALK_WORDS.some((word) => word !== 'talk' && words.includes(` ${word} `))) return true;
  // "talk" is an English word too ("Pillow Talk: …"): only next to a namespace name ("User talk", "Draft talk").
  if (words.includes(' talk ') && (prefix === 'talk' || tokens.some((t) => NAMESPACE_OF.has(t)))) return true;
  // Compounds: "Användardiskussion", "Szerkesztővita", "Wikipédia-vita", "사용자토론".
  return !/\s/.test(prefix) && TALK_SUFFIXES.some((suffix) => prefix.endsWith(suffix));
}

/** The namespace a title is in; undefined for an article. Interwiki prefixes to another language are read through. */
function namespaceOf(title: string, depth = 0): Namespace | undefined {
  const text = normalise(title).replace(/^:+\s*/, '');
  const colon = text.indexOf(':');
  if (colon <= 0) return undefined;
  const prefix = text.slice(0, colon).trim();
  const rest = text.slice(colon + 1);
  if (isTalk(prefix)) return 'talk';
  const named = NAMESPACE_OF.get(prefix);
  if (named) return named;
  if (OFF_WIKI.has(prefix)) return 'other';
  if (depth < 2 && LANGUAGE_PREFIX.test(prefix)) return namespaceOf(rest, depth + 1);
  return undefined;
}

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The title a wiki path names: `/wiki/<title>` or a language-variant path (`/zh-hans/<title>`); null for any other path. */
function titleOfPath(pathname: string): string | null {
  const match = /^\/(?:wiki|[a-z]{2,3}(?:-[a-z0-9]+)+)\/(.+)$/i.exec(pathname);
  return match?.[1] ? decode(match[1]) : null;
}

/** `en.wikipedia.org/wiki/User:Attacker` (title shortened, characters that would end the path escaped) + `query`. */
function pageName(site: string, title: string, query: string): string {
  const short = title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX)}…` : title;
  const path = short.replace(/\s/g, '_').replace(/[%?#&]/g, (c) => encodeURIComponent(c));
  return `${site}/wiki/${path}${query}`;
}

/**
 * What a URL on a listed wiki shows when it is not an article, or undefined for an article (or a URL on another
 * host, or the site itself: a bare host or the root). Worst case: any title the URL names (its path or a `title` parameter) outside the article namespace, any
 * revision other than the current one, an edit form or action, and any other path (API, root) is not an article.
 * Only articles are held to the encyclopaedia's content rules; anyone writes the other pages, and an old revision
 * may be vandalism that was reverted a minute later.
 */
export function wikiPageOf(url: string): WikiPage | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url.includes('://') ? url : `https://${url}`);
  } catch {
    return undefined;
  }
  const host = parsed.hostname.toLowerCase().replace(/\.$/, '');
  // A bare host or the root names the site (how reasons name a source), not a page on it.
  if (!isListedWikiHost(host) || (parsed.pathname === '/' && parsed.search === '')) return undefined;
  const params = parsed.searchParams;
  const titleParam = params.get('title');
  const pathTitle = titleOfPath(parsed.pathname);
  const onIndex = /^\/(w\/index\.php)?$/i.test(parsed.pathname);
  const titles = [pathTitle, titleParam].filter((t): t is string => t !== null && t.trim() !== '');
  const site = host.replace(/^www\./, '');
  if (pathTitle === null && !onIndex)
    return { kind: 'other', page: `${site}${parsed.pathname}${parsed.search.slice(0, 40)}` };
  for (const title of titles) {
    const kind = namespaceOf(title);
    if (kind) return { kind, page: pageName(site, title, '') };
  }
  const named = (key: string, value: string) => {
    const query = `${key}=${encodeURIComponent(value.slice(0, 20))}`;
    return titles[0] ? pageName(site, titles[0], `?${query}`) : `${site}/w/index.php?${query}`;
  };
  const revision = REVISION_PARAMS.find((p) => params.has(p));
  if (revision) return { kind: 'revision', page: named(revision, params.get(revision) ?? '') };
  const action = params.get('action');
  if (action !== null && !READING_ACTIONS.has(action.toLowerCase()))
    return { kind: 'action', page: named('action', action) };
  const form = [...params.keys()].find((key) => FORM_PARAMS.test(key));
  if (form) return { kind: 'action', page: named(form, '') };
  if (titles.length === 0)
    return { kind: 'other', page: `${site}${parsed.pathname}${parsed.search.slice(0, 40)}` };
  return undefined;
}
