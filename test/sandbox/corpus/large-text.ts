/** Generates the ≈3 MB body of the `large` article: varied, deterministic paragraphs about grid building. */

const PLACES = [
  'Texas',
  'Gujarat',
  'Schleswig-Holstein',
  'Queensland',
  'the Atacama',
  'Jiangsu',
  'Andalusia',
  'Ontario',
  'the North Sea',
  'Kenya',
  'Bavaria',
  'Chile',
  'Vietnam',
  'Morocco',
  'Scotland',
];
const PEOPLE = [
  'a line engineer',
  'a county planner',
  'a farmer who leases land to a developer',
  'a utility executive',
  'a grid operator',
  'a battery chemist',
  'a union electrician',
  'a permitting lawyer',
  'a local mayor',
  'a wind technician',
];
const VERBS = [
  'described',
  'remembered',
  'complained about',
  'explained',
  'laughed about',
  'worried about',
  'walked us through',
  'sketched on a napkin',
  'argued over',
  'defended',
];
const THINGS = [
  'the queue of projects waiting for a grid connection',
  'the cost of transformers',
  'a summer heatwave that tested the network',
  'the night the wind stopped',
  'a new transmission corridor',
  'the price of lithium',
  'an auction that drew record bids',
  'a substation built in eleven months',
  'curtailment on sunny afternoons',
  'the first large battery in the region',
];
const ENDINGS = [
  'Nobody expected it to move this fast.',
  'The paperwork, everyone agreed, was the slowest part.',
  'Local opinion was split, as it usually is.',
  'The numbers looked different a year later.',
  'It was, in the end, a question of money.',
  'Weather, as always, had the final word.',
  'The regulator is still reviewing the case.',
  'Some of the crews had never built anything like it.',
];

function pick<T>(list: readonly T[], state: { seed: number }): T {
  state.seed = (state.seed * 1103515245 + 12345) % 2147483648;
  return list[state.seed % list.length] as T;
}

/** About 8,000 paragraphs (≈3 MB of HTML once wrapped in `<p>` tags). */
export function largeParagraphs(count = 8000): string[] {
  const state = { seed: 20240418 };
  const paragraphs: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const year = 2014 + (index % 10);
    const megawatts = 40 + ((index * 37) % 900);
    paragraphs.push(
      `Section ${index + 1}. In ${pick(PLACES, state)}, ${pick(PEOPLE, state)} ${pick(VERBS, state)} ${pick(THINGS, state)} in ${year}. ` +
        `The project there added ${megawatts} megawatts, and ${pick(PEOPLE, state)} ${pick(VERBS, state)} ${pick(THINGS, state)} as well. ` +
        `In ${pick(PLACES, state)}, meanwhile, ${pick(THINGS, state)} dominated the local news for weeks. ${pick(ENDINGS, state)}`,
    );
  }
  return paragraphs;
}
