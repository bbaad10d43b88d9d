/** Issue 23: a provisional verdict's bars are marked as such (hatched, dimmed, in words and in their accessible names). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PROVISIONAL_FIGURES } from '../../../entrypoints/sidepanel/components/provisional-note';
import { RgbaBars } from '../../../entrypoints/sidepanel/components/rgba-bars';

const rgba = { r: 0.2, g: 0.71, b: 0.4, a: 0.55 };

/** The accessible names and value texts of the bars' meters. */
function meters(html: string): { name: string; text: string | null }[] {
  return [...html.matchAll(/<span class="bar" role="meter"([^>]*)>/g)].map((m) => ({
    name: /aria-label="([^"]*)"/.exec(m[1]!)?.[1] ?? '',
    text: /aria-valuetext="([^"]*)"/.exec(m[1]!)?.[1] ?? null,
  }));
}

describe('RgbaBars of a provisional verdict', () => {
  it('carry a caption in words, a provisional class, and "provisional" in every meter’s name and value', () => {
    const html = renderToStaticMarkup(<RgbaBars rgba={rgba} label="likely_true" provisional />);
    expect(html).toContain('data-testid="bars-provisional"');
    expect(html).toContain(PROVISIONAL_FIGURES.replaceAll("'", '&#x27;'));
    expect(html).toMatch(
      /<ul class="rgba-bars provisional"[^>]*aria-label="Verdict channels, provisional figures/,
    );
    const all = meters(html);
    expect(all).toHaveLength(4);
    for (const m of all) {
      expect(m.name).toMatch(/\(provisional\)$/);
      expect(m.text).toMatch(/^\d+ ?%, provisional$/);
    }
  });

  it('are drawn hatched and dimmed by the panel’s stylesheet', () => {
    const css = readFileSync(resolve('entrypoints/sidepanel/style.css'), 'utf8');
    const rule = /\.rgba-bars\.provisional \.fill \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/opacity:\s*0\.\d+/);
    expect(rule).toMatch(/repeating-linear-gradient/);
    // The fill's colour is an inline `background`: the hatching must win over it.
    expect(rule).toMatch(/!important/);
  });

  it('a final verdict’s bars say nothing of it', () => {
    const html = renderToStaticMarkup(<RgbaBars rgba={rgba} label="likely_true" />);
    expect(html).not.toMatch(/provisional/i);
    expect(meters(html).every((m) => m.text === null && !m.name.includes('provisional'))).toBe(true);
  });
});
