import { describe, expect, it } from 'vitest';
import { DEFAULT_BLOCKED_SITES, isBlockedSite } from '../../../lib/settings/blocked-sites';

describe('isBlockedSite with the default list', () => {
  it.each([
    'https://mail.google.com/mail/u/0/#inbox',
    'https://outlook.live.com/mail/0/',
    'https://outlook.office365.com/owa/',
    'https://webmail.example.net/',
    'https://www.icloud.com/mail/',
    'https://www.chase-bank.com/login',
    'https://sparkasse.bank/',
    'https://online-banking.example.de/',
    'https://www.paypal.com/myaccount',
    'https://intranet.acme.com/wiki',
    'http://wiki.corp/page',
    'http://printer.local/',
    'http://192.168.1.10/admin',
    'http://172.20.0.5/',
    'http://10.0.0.8:8080/',
  ])('blocks %s', (url) => {
    expect(isBlockedSite(url, DEFAULT_BLOCKED_SITES)).toBe(true);
  });

  it.each([
    'https://www.nytimes.com/2026/11/20/world/bridge.html',
    'https://en.wikipedia.org/wiki/Bridge',
    'https://www.dailymail.co.uk/news/article-1.html',
    'https://www.worldbank.org/en/news',
    'https://www.icloud.com/photos/',
    'http://172.32.0.1/',
    'http://127.0.0.1:8787/articles/news',
  ])('lets %s be checked', (url) => {
    expect(isBlockedSite(url, DEFAULT_BLOCKED_SITES)).toBe(false);
  });
});

describe('isBlockedSite with custom patterns', () => {
  it('blocks a plain host and its subdomains, not look-alikes', () => {
    const patterns = ['Example.com'];
    expect(isBlockedSite('https://example.com/', patterns)).toBe(true);
    expect(isBlockedSite('https://docs.EXAMPLE.com/a', patterns)).toBe(true);
    expect(isBlockedSite('https://notexample.com/', patterns)).toBe(false);
  });

  it('ignores a scheme in the pattern and matches a path prefix', () => {
    const patterns = ['https://github.com/acme-private'];
    expect(isBlockedSite('https://github.com/acme-private/repo', patterns)).toBe(true);
    expect(isBlockedSite('https://github.com/acme-public/repo', patterns)).toBe(false);
  });

  it('supports ? and character classes', () => {
    expect(isBlockedSite('https://app1.example.io/', ['app?.example.io'])).toBe(true);
    expect(isBlockedSite('https://app12.example.io/', ['app?.example.io'])).toBe(false);
    expect(isBlockedSite('https://node7.example.io/', ['node[0-5].example.io'])).toBe(false);
  });

  it('never blocks what is not a URL, and nothing with no patterns', () => {
    expect(isBlockedSite('not a url', ['*'])).toBe(false);
    expect(isBlockedSite('https://mail.google.com/', [])).toBe(false);
    expect(isBlockedSite('https://example.com/', ['', '   '])).toBe(false);
  });
});
