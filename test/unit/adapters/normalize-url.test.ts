import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeUrl, urlKey } from '../../../lib/engine/adapters/search/normalize-url';

describe('normalizeUrl', () => {
  it('lower-cases the host, drops fragment, tracking parameters, default port and trailing slash', () => {
    expect(
      normalizeUrl(
        'HTTPS://WWW.Reuters.COM:443/world/story-1/?utm_source=x&utm_medium=y&fbclid=z&gclid=q&id=7#top',
      ),
    ).toBe('https://www.reuters.com/world/story-1?id=7');
    expect(normalizeUrl('http://example.org:80/')).toBe('http://example.org');
    expect(normalizeUrl('http://example.org:8787/a/')).toBe('http://example.org:8787/a');
  });
  it('keeps parameters that change the page, in a stable order', () => {
    expect(normalizeUrl('https://example.org/search?q=b&page=2')).toBe(
      normalizeUrl('https://example.org/search?page=2&q=b'),
    );
    expect(normalizeUrl('https://example.org/a?id=1')).not.toBe(normalizeUrl('https://example.org/a?id=2'));
  });
  it('leaves non-web URLs alone', () => {
    expect(normalizeUrl('mailto:someone@example.org')).toBe('mailto:someone@example.org');
    expect(normalizeUrl('not a url')).toBe('not a url');
  });
  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.webUrl({ withFragments: true, withQueryParameters: true }), (url) => {
        const once = normalizeUrl(url);
        expect(normalizeUrl(once)).toBe(once);
      }),
    );
  });
});

describe('urlKey', () => {
  it('treats www., mobile and AMP variants and http/https as the same page', () => {
    const key = urlKey('https://www.bbc.co.uk/news/health-1');
    expect(urlKey('http://bbc.co.uk/news/health-1/')).toBe(key);
    expect(urlKey('https://m.bbc.co.uk/news/health-1')).toBe(key);
    expect(urlKey('https://www.bbc.co.uk/amp/news/health-1')).toBe(key);
    expect(urlKey('https://www.bbc.co.uk/news/health-1/amp')).toBe(key);
    expect(urlKey('https://amp.bbc.co.uk/news/health-1?outputType=amp')).toBe(key);
    expect(urlKey('https://en.m.wikipedia.org/wiki/Measles')).toBe(
      urlKey('https://en.wikipedia.org/wiki/Measles'),
    );
    expect(urlKey('https://www.example.com/story.amp.html')).toBe(urlKey('https://example.com/story.html'));
  });
  it('keeps different pages and different sites apart', () => {
    expect(urlKey('https://www.bbc.co.uk/news/health-1')).not.toBe(
      urlKey('https://www.bbc.co.uk/news/health-2'),
    );
    expect(urlKey('https://m.example.com/a')).not.toBe(urlKey('https://mexample.com/a'));
    expect(urlKey('https://www.com/a')).not.toBe(urlKey('https://com/a'));
  });
});
