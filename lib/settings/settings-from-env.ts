/** Settings for the CLI from environment variables, derived from the provider registry (each field names its variable). */
import { EngineError } from '../engine/errors';
import { fieldProblems, type FieldDescriptor } from './provider-descriptor';
import {
  MODEL_LIST,
  SEARCH_LIST,
  SEARCH_PROVIDER_IDS,
  fieldValues,
  type ModelProviderId,
  type SearchProviderId,
} from './provider-registry';
import { repairSettings, type Settings } from './settings-schema';

/**
 * Comma list of search provider ids to use, or `none`. Unset: the ones on by default plus every one whose required
 * variables (or, with none required, whose key) are set.
 */
export const SEARCH_ENV = 'CARTOGRAPHER_SEARCH';

export interface EnvSettings {
  settings: Settings;
  /** The search providers that will be used, in registry order (empty with `CARTOGRAPHER_SEARCH=none`). */
  search: SearchProviderId[];
  /** `CARTOGRAPHER_SEARCH=none`: the run goes ahead without search. */
  allowNoSearch: boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

/** The environment variables the registry's model and search fields declare, for the CLI's usage text. */
export function cliVariables(): { model: string[]; search: string[] } {
  const of = (list: readonly { fields: Record<string, FieldDescriptor> }[]) => [
    ...new Set(list.flatMap((p) => Object.values(p.fields).flatMap((spec) => (spec.env ? [spec.env] : [])))),
  ];
  return { model: of(MODEL_LIST), search: [...of(SEARCH_LIST), SEARCH_ENV] };
}

/**
 * Model: the provider whose required fields the environment sets, preferring the one that uses more of the set
 * variables (OPENAI_API_KEY → openai; OPENAI_BASE_URL → openai-compatible); none set → no model. Search: see
 * SEARCH_ENV. Throws `input/invalid` naming the variable to fix.
 */
export function settingsFromEnv(env: Env): EnvSettings {
  const read = (name: string | undefined) => (name ? (env[name] ?? '').trim() : '');
  const fromEnv = (fields: Record<string, FieldDescriptor>) =>
    Object.fromEntries(
      Object.entries(fields)
        .filter(([, spec]) => read(spec.env) !== '')
        .map(([key, spec]) => [key, read(spec.env)]),
    );

  const provider = chooseModel(read);
  const model = Object.assign({}, ...MODEL_LIST.map((p) => fromEnv(p.fields)), { provider });

  const chosen = chooseSearch(read(SEARCH_ENV), read);
  const search = Object.fromEntries(
    SEARCH_LIST.map((p) => [
      p.id,
      { ...fromEnv(p.fields), enabled: chosen.ids.includes(p.id as SearchProviderId) },
    ]),
  );

  const settings = repairSettings({ model, search });
  checkValues(
    MODEL_LIST.find((p) => p.id === provider)!,
    settings.model,
  );
  for (const id of chosen.ids)
    checkValues(
      SEARCH_LIST.find((p) => p.id === id)!,
      settings.search[id],
    );
  return { settings, search: chosen.ids, allowNoSearch: chosen.none };
}

function chooseModel(read: (name: string | undefined) => string): ModelProviderId {
  let best: { id: ModelProviderId; used: number } = { id: 'none', used: 0 };
  for (const provider of MODEL_LIST) {
    const fields = Object.values(provider.fields).filter((spec) => spec.env);
    const used = fields.filter((spec) => read(spec.env) !== '').length;
    const complete = Object.values(provider.fields).every(
      (spec) => !spec.required || spec.fallback || read(spec.env) !== '',
    );
    if (complete && used > best.used) best = { id: provider.id as ModelProviderId, used };
  }
  return best.id;
}

function chooseSearch(
  list: string,
  read: (name: string | undefined) => string,
): { ids: SearchProviderId[]; none: boolean } {
  const valid = `Use a comma list of ${SEARCH_PROVIDER_IDS.join(', ')}, or none.`;
  if (list === '') {
    const ids = SEARCH_LIST.filter((p) => {
      const required = Object.values(p.fields).filter((spec) => spec.required);
      // A key that is optional but set (OPENALEX_API_KEY) turns its provider on too.
      const keys = Object.values(p.fields).filter((spec) => spec.input === 'password' && spec.env);
      return (
        p.onByDefault ||
        (required.length > 0 && required.every((spec) => read(spec.env) !== '')) ||
        (required.length === 0 && keys.some((spec) => read(spec.env) !== ''))
      );
    }).map((p) => p.id as SearchProviderId);
    return { ids, none: false };
  }
  const names = list
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.includes('none')) {
    if (names.length > 1) throw invalid(`${SEARCH_ENV}=none cannot be combined with providers. ${valid}`);
    return { ids: [], none: true };
  }
  const unknown = names.filter((name) => !(SEARCH_PROVIDER_IDS as string[]).includes(name));
  if (unknown.length > 0)
    throw invalid(
      `${SEARCH_ENV} names unknown search provider${unknown.length > 1 ? 's' : ''} ${unknown.map((n) => `"${n}"`).join(', ')}. ${valid}`,
    );
  for (const name of names) {
    const provider = SEARCH_LIST.find((p) => p.id === name)!;
    const missing = Object.values(provider.fields).filter((spec) => spec.required && read(spec.env) === '');
    if (missing.length > 0)
      throw invalid(
        `${SEARCH_ENV} lists ${name}, which needs ${missing.map((spec) => spec.env).join(' and ')}: set it, or leave ${name} out.`,
      );
  }
  return { ids: SEARCH_PROVIDER_IDS.filter((id) => names.includes(id)), none: false };
}

/** A set variable whose value cannot work (e.g. a URL that is not one) is named, with its value. */
function checkValues(provider: { label: string; fields: Record<string, FieldDescriptor> }, section: object) {
  const values = fieldValues(provider, section);
  const [problem] = fieldProblems(provider, values);
  if (!problem) return;
  const spec = provider.fields[problem.field];
  if (!spec?.env || problem.kind !== 'invalid') throw invalid(problem.message);
  const fix = spec.input === 'url' ? 'give an http(s) URL' : 'check its value';
  throw invalid(`${spec.env} ("${values[problem.field]}") is not valid for ${provider.label}: ${fix}.`);
}

function invalid(message: string): EngineError {
  return new EngineError('input/invalid', message);
}
