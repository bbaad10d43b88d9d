import { describe, expect, it } from 'vitest';
import { lexicalStance } from '../../../../../lib/engine/pipeline/stance/reading/lexical-stance';
import { debunkCue } from '../../../../../lib/engine/pipeline/stance/framing/debunk-phrasing';

describe('debunk phrasing is read as refutation by the no-model rules', () => {
  it.each([
    // en: predicates
    [
      'Turmeric supplements cure arthritis.',
      'Claims about turmeric supplements curing arthritis are not backed by clinical trials.',
    ],
    [
      'Turmeric supplements cure arthritis.',
      'There is no scientific evidence that turmeric supplements cure arthritis.',
    ],
    [
      'Turmeric supplements cure arthritis.',
      'That turmeric supplements cure arthritis is unfounded, doctors say.',
    ],
    // en, de, fr, es, ru, zh, ja, ko: verdict openers that then repeat the claim's words
    ['Garlic cures the flu.', 'No, garlic cures the flu only in viral posts.'],
    [
      'Die Rente steigt 2025 um mehr als zehn Prozent.',
      'Nein, die Rente steigt 2025 um mehr als zehn Prozent, heißt es in Posts – das stimmt so nicht.',
    ],
    [
      'Die Rente steigt 2025 um mehr als zehn Prozent.',
      'Nein, die Rente steigt 2025 nicht um mehr als zehn Prozent.',
    ],
    [
      'Le vaccin modifie l’ADN humain.',
      'Non, le vaccin modifie l’ADN humain, affirment des publications virales que les experts contestent.',
    ],
    ['El ajo cura la gripe.', 'Falso: el ajo cura la gripe, según mensajes virales.'],
    ['El ajo cura la gripe.', 'La idea de que el ajo cura la gripe carece de fundamento.'],
    ['Чеснок излечивает грипп.', 'Нет, чеснок излечивает грипп — так пишут в соцсетях.'],
    ['大蒜可以治愈流感。', '不，大蒜可以治愈流感的说法在网上流传。'],
    [
      'ニンニクはインフルエンザを治す。',
      'いいえ、ニンニクはインフルエンザを治すという投稿が広がっています。',
    ],
    ['마늘은 독감을 치료한다.', '아니요, 마늘은 독감을 치료한다는 게시물이 퍼졌습니다.'],
  ])('%s ← "%s" refutes', (claim, passage) => {
    const stance = lexicalStance(claim, passage);
    expect(stance.stance).toBe('refutes');
    expect(stance.heuristic).toBe(true);
  });

  it.each([
    // a negated claim is what the debunk says: no refutation of it
    ['Turmeric supplements do not cure arthritis.', 'No, turmeric supplements do not cure arthritis.'],
    ['Garlic does not cure the flu.', 'Claims that garlic cures the flu are not backed by any trial.'],
  ])('a negated claim is not refuted by the debunk it repeats: %s', (claim, passage) => {
    expect(lexicalStance(claim, passage).stance).not.toBe('refutes');
  });

  it.each([
    'No. 5 on the list is Paris.',
    'No-deal plans were published in 2019.',
    'Nonetheless, the vaccine was approved.',
    'Nobody disputes the figures.',
    'Notably, the trial found a benefit.',
    'The trial backed by the NIH found a benefit.',
  ])('no debunk cue in "%s"', (sentence) => {
    expect(debunkCue(sentence)).toBeUndefined();
  });

  it('still reads a plain statement of the claim as support', () => {
    const claim = 'The Eiffel Tower is 330 metres tall.';
    expect(lexicalStance(claim, 'The Eiffel Tower is 330 metres tall, after a new antenna.').stance).toBe(
      'supports',
    );
  });
});
