/** What a provider declares about itself (settings fields, privacy line, CLI variables): the UI-safe half of a registry entry. */
import { z } from 'zod';
import type { EngineErrorCode } from '../engine/errors';

/** One settings field of a provider. Every field is stored as a trimmed string; blank means "not set". */
export interface FieldDescriptor {
  /** Label in Settings (and in error messages). */
  label: string;
  input: 'password' | 'url' | 'text';
  placeholder?: string;
  /** The provider cannot work while this is blank. */
  required?: boolean;
  /** Checks a value that is set (e.g. a URL); a blank value is never checked. */
  valid?: z.ZodType<string>;
  /** What a blank value stands for (e.g. the default model). */
  fallback?: string;
  /** Kept out of the Settings form: endpoint overrides used by tests and the sandbox. */
  hidden?: boolean;
  /** The CLI's environment variable for it. */
  env?: string;
  /** What to tell the user when it is missing, and the error code to say it with. */
  missing?: { message: string; code: EngineErrorCode };
  /** Where to get the value (a free key's sign-up page), shown next to the field in Settings. */
  link?: { url: string; text: string };
  /** Kept in Cartographer only (a price): never sent to the provider, and no part of the model's identity. */
  local?: boolean;
}

type Fields = Record<string, FieldDescriptor>;
export type FieldValues<F extends Fields> = { -readonly [K in keyof F]: string };

export interface ModelProviderDescriptor<Id extends string = string, F extends Fields = Fields> {
  id: Id;
  label: string;
  /** One line under the choice in Settings. */
  hint: string;
  fields: F;
  /** What leaves the browser, and to whom, while this provider is chosen (Settings → Privacy). */
  privacy(values: FieldValues<F>): string;
}

export interface SearchProviderDescriptor<Id extends string = string, F extends Fields = Fields> {
  id: Id;
  label: string;
  /** Shown after the label in Settings, in brackets. */
  hint?: string;
  onByDefault: boolean;
  fields: F;
  /** Who receives the search queries (and the key), named for Settings → Privacy. */
  privacy(values: FieldValues<F>): string;
}

export function defineModelProvider<const Id extends string, const F extends Fields>(
  descriptor: ModelProviderDescriptor<Id, F>,
): ModelProviderDescriptor<Id, F> {
  return descriptor;
}

export function defineSearchProvider<const Id extends string, const F extends Fields>(
  descriptor: SearchProviderDescriptor<Id, F>,
): SearchProviderDescriptor<Id, F> {
  return descriptor;
}

/** An http(s) URL; `{lang}` placeholders (Wikipedia's per-language endpoints) count as a language code. */
export const httpUrl = z.string().refine((value) => {
  try {
    return /^https?:$/.test(new URL(value.replaceAll('{lang}', 'en')).protocol);
  } catch {
    return false;
  }
}, 'not an http(s) URL');

export interface FieldProblem {
  field: string;
  kind: 'missing' | 'invalid';
  code: EngineErrorCode;
  message: string;
}

/** Why a provider cannot be used with these values: required fields left blank, set fields that do not validate. */
export function fieldProblems(
  provider: { label: string; fields: Fields },
  values: Readonly<Record<string, string>>,
): FieldProblem[] {
  return Object.entries(provider.fields).flatMap(([field, spec]): FieldProblem[] => {
    const value = values[field] ?? '';
    if (value === '') {
      if (!spec.required || spec.fallback) return [];
      const missing = spec.missing ?? {
        code: 'input/invalid' as const,
        message: `The ${spec.label} is missing: enter it in Settings, or turn ${provider.label} off.`,
      };
      return [{ field, kind: 'missing', ...missing }];
    }
    if (spec.valid && !spec.valid.safeParse(value).success)
      return [
        {
          field,
          kind: 'invalid',
          code: 'input/invalid',
          message: `The ${spec.label} of ${provider.label} ("${value}") is not valid: fix it in Settings.`,
        },
      ];
    return [];
  });
}
