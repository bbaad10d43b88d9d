/** The background's network rules follow the newest settings, whatever order the reads of them finish in. */
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { reinstallNetworkRules } from '../../../lib/background/network-rules';
import { defaultSettings, mergeSettings, type Settings } from '../../../lib/settings/settings';

interface Rule {
  id: number;
  action: { type: string };
  condition: { regexFilter: string };
}

/** declarativeNetRequest's session rules, as the browser keeps them. */
function fakeRules(): { allowed: () => string[] } {
  let rules: Rule[] = [];
  Object.assign(fakeBrowser, {
    declarativeNetRequest: {
      getSessionRules: () => Promise.resolve(rules),
      updateSessionRules: (update: { removeRuleIds: number[]; addRules: Rule[] }) => {
        rules = [...rules.filter((r) => !update.removeRuleIds.includes(r.id)), ...update.addRules];
        return Promise.resolve();
      },
    },
  });
  return {
    allowed: () => rules.filter((r) => r.action.type === 'allow').map((r) => r.condition.regexFilter),
  };
}

const withModelAt = (baseUrl: string): Settings =>
  mergeSettings(defaultSettings(), {
    model: { provider: 'openai-compatible', baseUrl, apiKey: 'k', model: 'm' },
  });

afterEach(() => {
  Object.assign(fakeBrowser, { declarativeNetRequest: undefined });
});

describe('reinstallNetworkRules', () => {
  it('a save made while the start still read the older settings is what stays allowed', async () => {
    const browserRules = fakeRules();
    let stored = withModelAt('http://127.0.0.1:1234/v1');
    let reads = 0;
    // The worker's start reads storage slowly (the first read); the save's own read is quick.
    const load = async () => {
      const value = stored;
      const slow = reads++ === 0;
      await new Promise((resolve) => setTimeout(resolve, slow ? 30 : 0));
      return value;
    };
    const atStart = reinstallNetworkRules(load);
    stored = withModelAt('http://127.0.0.1:5678/v1'); // the user's save lands during the start's read
    const afterSave = reinstallNetworkRules(load);
    await Promise.all([atStart, afterSave]);
    const allowed = browserRules.allowed().join(' ');
    expect(allowed).toContain('5678');
    expect(allowed).not.toContain('1234');
  });
});
