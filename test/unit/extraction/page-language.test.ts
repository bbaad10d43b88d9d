import { describe, expect, it } from 'vitest';
import { extractArticle } from '../../../lib/extraction';
import { normalizeLanguageTag } from '../../../lib/extraction/page-language';
import { newsDocument } from './page-builder';
import { ENGINE_CONFIG } from '../../../lib/engine/config';

function lang(htmlLang: string | null, head = ''): string {
  const result = extractArticle(newsDocument({ lang: htmlLang, head }), {
    url: 'https://news.example/a',
    config: ENGINE_CONFIG.extraction,
  });
  if (!result.ok) throw new Error(result.message);
  return result.article.lang;
}

describe('article language', () => {
  it('comes from <html lang>, normalised', () => {
    expect(lang('de')).toBe('de');
    expect(lang('EN-gb')).toBe('en-GB');
    expect(lang('zh-hant-tw')).toBe('zh-Hant-TW');
  });

  it('falls back to the content-language meta, then og:locale', () => {
    expect(lang(null, '<meta http-equiv="Content-Language" content="fr-CA, en">')).toBe('fr-CA');
    expect(lang(null, '<meta property="og:locale" content="de_CH">')).toBe('de-CH');
    expect(lang('', '<meta property="og:locale" content="es_ES">')).toBe('es-ES');
  });

  it('is und when nothing says, or only nonsense does', () => {
    expect(lang(null)).toBe('und');
    expect(lang('English', '<meta property="og:locale" content="x">')).toBe('und');
  });

  it('normalizeLanguageTag rejects what is not a tag', () => {
    expect(normalizeLanguageTag('en_US')).toBe('en-US');
    expect(normalizeLanguageTag('und')).toBeNull();
    expect(normalizeLanguageTag('not a tag')).toBeNull();
  });
});
