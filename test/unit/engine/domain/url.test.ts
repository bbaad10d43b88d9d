import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as url from '../../../../lib/engine/domain/url';
import { registrableDomain } from '../../../../lib/engine/domain/registrable-domain';

const { hostOf, isPdfUrl, normalizeUrl, sameUrl, siteOf, urlIdentity } = url;

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

describe('urlIdentity', () => {
  it('treats www., mobile and AMP variants and http/https as the same page', () => {
    const key = urlIdentity('https://www.bbc.co.uk/news/health-1');
    expect(urlIdentity('http://bbc.co.uk/news/health-1/')).toBe(key);
    expect(urlIdentity('https://m.bbc.co.uk/news/health-1')).toBe(key);
    expect(urlIdentity('https://www.bbc.co.uk/amp/news/health-1')).toBe(key);
    expect(urlIdentity('https://www.bbc.co.uk/news/health-1/amp')).toBe(key);
    expect(urlIdentity('https://amp.bbc.co.uk/news/health-1?outputType=amp')).toBe(key);
    expect(urlIdentity('https://en.m.wikipedia.org/wiki/Measles')).toBe(
      urlIdentity('https://en.wikipedia.org/wiki/Measles'),
    );
    expect(urlIdentity('https://www.example.com/story.amp.html')).toBe(
      urlIdentity('https://example.com/story.html'),
    );
  });
  it('reads an escaped character that plays no part in a path as the character itself', () => {
    const key = urlIdentity('https://example.org/stats/742,000-in-work');
    expect(urlIdentity('https://example.org/stats/742%2C000-in-work')).toBe(key);
    expect(urlIdentity('https://example.org/stats/742%2c000-in%2Dwork')).toBe(key);
    // Escapes that mean something else plainly stay escaped (upper or lower case alike): a slash, a space, UTF-8.
    expect(urlIdentity('https://example.org/a%2Fb')).not.toBe(urlIdentity('https://example.org/a/b'));
    expect(urlIdentity('https://example.org/a%2fb')).toBe(urlIdentity('https://example.org/a%2Fb'));
    expect(urlIdentity('https://example.org/a%20b')).toBe(urlIdentity('https://example.org/a b'));
    expect(urlIdentity('https://de.wikipedia.org/wiki/Bev%c3%b6lkerung')).toBe(
      urlIdentity('https://de.wikipedia.org/wiki/Bevölkerung'),
    );
  });
  it('keeps different pages and different sites apart', () => {
    expect(urlIdentity('https://www.bbc.co.uk/news/health-1')).not.toBe(
      urlIdentity('https://www.bbc.co.uk/news/health-2'),
    );
    expect(urlIdentity('https://m.example.com/a')).not.toBe(urlIdentity('https://mexample.com/a'));
    expect(urlIdentity('https://www.com/a')).not.toBe(urlIdentity('https://com/a'));
  });
});

describe('hosts and domains', () => {
  // [helper, input, expected]: ports and case, www, eTLD+1, IPs and localhost, bare hosts, what is not a URL.
  const cases: [(url: string) => string | boolean, string, string | boolean][] = [
    [hostOf, 'https://News.Example.ORG/a', 'news.example.org'],
    [hostOf, 'http://127.0.0.1:8787/page', '127.0.0.1:8787'],
    [hostOf, 'https://example.org:443/', 'example.org'],
    [hostOf, 'not a url', 'not a url'],
    [siteOf, 'https://www.BBC.co.uk/news', 'bbc.co.uk'],
    [siteOf, 'https://news.bbc.co.uk/x', 'news.bbc.co.uk'],
    [siteOf, 'nonsense', ''],
    [registrableDomain, 'https://news.bbc.co.uk/a', 'bbc.co.uk'],
    [registrableDomain, 'www.cdc.gov', 'cdc.gov'],
    [registrableDomain, 'http://127.0.0.1:8787/a', '127.0.0.1'],
    [registrableDomain, 'http://localhost/a', 'localhost'],
    [isPdfUrl, 'https://example.org/report.PDF', true],
    [isPdfUrl, 'https://example.org/view?file=report.pdf', false],
    [isPdfUrl, 'report.pdf', false],
  ];
  it.each(cases)('%o(%s) is %s', (helper, input, expected) => expect(helper(input)).toBe(expected));

  it('sameUrl is urlIdentity equality: tracking parameters and www do not make another page', () => {
    expect(sameUrl('https://www.example.org/a/?utm_source=x#top', 'http://example.org/a')).toBe(true);
    expect(sameUrl('https://example.org/a?id=1', 'https://example.org/a?id=2')).toBe(false);
  });
});
