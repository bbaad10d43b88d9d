import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHANNEL_KEYS, CHANNEL_NEUTRAL, RgbaSchema, BeliefSchema } from '../../../lib/engine/schemas';
import { rgbaOf } from '../../../lib/engine/domain/scoring/verdict-of';
import { CHANNELS, CHANNEL_COLOURS, CHANNEL_WORDS } from '../../../lib/presentation/channel-words';
import { formatRgba } from '../../../lib/report/report-input';

const css = readFileSync(join(import.meta.dirname, '../../../entrypoints/sidepanel/style.css'), 'utf8');

describe('one list of verdict channels', () => {
  it('the schema, the scoring, the words and the colours all follow the one list, in its order', () => {
    expect(Object.keys(RgbaSchema.shape)).toEqual([...CHANNEL_KEYS]);
    expect(Object.keys(BeliefSchema.shape)).toEqual([...CHANNEL_KEYS]);
    expect(Object.keys(rgbaOf({ r: 0, g: 0, b: 0, a: 0 }))).toEqual([...CHANNEL_KEYS]);
    expect(Object.keys(CHANNEL_NEUTRAL)).toEqual([...CHANNEL_KEYS]);
    expect(CHANNELS.map((c) => c.key)).toEqual([...CHANNEL_KEYS]);
    expect(Object.keys(CHANNEL_WORDS).sort()).toEqual([...CHANNEL_KEYS].sort());
    expect(Object.keys(CHANNEL_COLOURS).sort()).toEqual([...CHANNEL_KEYS].sort());
  });

  it('every channel has a name, a meaning, and a colour the stylesheet sets in the light and the dark theme', () => {
    for (const { key, name, meaning, colour } of CHANNELS) {
      expect({ key, name: name.length > 2, meaning: meaning.length > 10 }).toEqual({
        key,
        name: true,
        meaning: true,
      });
      const variable = /^var\((--[\w-]+)\)$/.exec(colour)?.[1];
      expect({ key, variable }).toEqual({ key, variable: expect.any(String) });
      const definitions = css.match(new RegExp(`^\\s*${variable}:\\s*#[0-9a-f]{3,8};`, 'gim')) ?? [];
      expect({ key, themes: definitions.length }).toEqual({ key, themes: 2 });
    }
  });

  it('the report and the panel name the channels alike', () => {
    const line = formatRgba({ r: 0.4, g: 0.5, b: 0.6, a: 0.7 });
    for (const { key, name } of CHANNELS)
      expect(line).toContain(`${key.toUpperCase()} ${name.toLowerCase()}`);
  });
});
