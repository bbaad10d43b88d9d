/** The challenge shortcut as the browser has it bound, and claims named with their verdict (issue 32 items 8, 10). */
import { describe, expect, it } from 'vitest';
import { shortcutSentence } from '../../../lib/presentation/challenge-words';
import { claimButtonName } from '../../../lib/presentation/claim-name-words';
import { noFiguresSentence, verdictHeading } from '../../../lib/presentation/run-subject-words';

describe('shortcutSentence', () => {
  it('names the bound keys', () => {
    expect(shortcutSentence('Alt+Shift+K')).toBe('Keyboard shortcut: Alt+Shift+K.');
  });

  it('says when none is bound, and where to set one, per browser', () => {
    expect(shortcutSentence('')).toBe(
      'No keyboard shortcut is set for it: set one at chrome://extensions/shortcuts.',
    );
    expect(shortcutSentence('', true)).toMatch(/Manage Extension Shortcuts/);
  });

  it('says nothing while the binding is read', () => {
    expect(shortcutSentence(undefined)).toBeNull();
  });
});

describe('claimButtonName', () => {
  it('puts the verdict before the claim', () => {
    expect(claimButtonName('The MMR vaccine causes autism.', { label: 'refuted' })).toBe(
      'Refuted: The MMR vaccine causes autism.',
    );
  });

  it('marks a provisional reading and a claim still being checked', () => {
    expect(claimButtonName('X rose.', { label: 'likely_true', provisional: true })).toBe(
      'Likely true (provisional): X rose.',
    );
    expect(claimButtonName('X rose.', null)).toBe('Still being checked: X rose.');
  });

  it('names the article’s main claim as such, as its card’s tag does', () => {
    expect(claimButtonName('X rose.', { label: 'unverified' }, true)).toBe('Main claim, Unverified: X rose.');
  });
});

describe('a challenge speaks of the statement', () => {
  it('never says "the article" for a challenged statement', () => {
    expect(noFiguresSentence('challenge')).toBe('No evidence counted yet, so the statement has no figures.');
    expect(verdictHeading('challenge')).toBe('Statement verdict');
    expect(noFiguresSentence('article')).toBe('No claim is decided yet, so the article has no figures.');
  });
});
