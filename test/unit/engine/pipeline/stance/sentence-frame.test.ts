import { describe, expect, it } from 'vitest';
import { assertsIt, frameOf } from '../../../../../lib/engine/pipeline/stance/framing/sentence-frame';

describe('frameOf: whose words a sentence is, and whether the source denies it', () => {
  it.each([
    ['Two doses of the MMR vaccine are about 97 percent effective at preventing measles.'],
    ['Die Arbeitslosenquote lag 2023 bei 5,7 Prozent.'],
    ['El desempleo bajó al 11,8 % en el cuarto trimestre.'],
  ])('reads a plain statement as the source’s own: %s', (s) => {
    const f = frameOf(s, { before: ['The figures were published on Tuesday.'], after: ['They cover 2023.'] });
    expect(f).toMatchObject({ kind: 'own', denied: false });
    expect(assertsIt(f)).toBe(true);
  });

  it.each([
    [
      'One widely shared video claims that the MMR vaccine causes autism in one in fifty children.',
      'attributed',
    ],
    ['A viral post says that 5G towers spread the coronavirus.', 'attributed'],
    ['Ein viraler Beitrag behauptet, dass 5G-Masten das Virus verbreiten.', 'attributed'],
    ['Une publication virale affirme que la 5G propage le virus.', 'attributed'],
    ['Una publicación en redes sociales asegura que el 5G propaga el virus.', 'attributed'],
    ['Un post virale sostiene che il 5G diffonde il virus.', 'attributed'],
    ['Uma publicação afirma que o 5G espalha o vírus.', 'attributed'],
    ['An MP told a rally that unemployment in the UK hit a 50-year high last year.', 'reported'],
    ['"Unemployment in the UK hit a 50-year high last year," the post read.', 'quoted'],
    ['Does the MMR vaccine cause autism?', 'asked'],
    [
      'If vaccines caused autism, we would expect vaccinated children to have higher rates of autism.',
      'hypothetical',
    ],
  ])('never reads a framed mention as the source’s own: %s', (s, kind) => {
    const f = frameOf(s);
    expect(f.kind).toBe(kind);
    expect(assertsIt(f)).toBe(false);
  });

  it.each([
    ['Myth: the MMR vaccine causes autism.', {}],
    ['The MMR vaccine causes autism.', { before: ['Myth'] }],
    ['The MMR vaccine causes autism.', { heading: 'Myth 3: vaccines and autism' }],
    ['The MMR vaccine causes autism.', { heading: 'Common myths about vaccines' }],
    ['The MMR vaccine causes autism.', { before: ['Rating: Pants on Fire.'] }],
    ['The MMR vaccine causes autism.', { after: ['That is simply wrong.'] }],
    [
      'The MMR vaccine causes autism.',
      { after: ['Fact: large studies of millions of children found no link.'] },
    ],
    ['Der MMR-Impfstoff verursacht Autismus.', { after: ['Das stimmt nicht.'] }],
    ['Mythos: Der MMR-Impfstoff verursacht Autismus.', {}],
    ['Le vaccin ROR provoque l’autisme.', { after: ["C'est faux."] }],
    ['La vacuna triple vírica causa autismo.', { before: ['Bulo:'] }],
    ['Il vaccino MPR causa l’autismo.', { after: ['In realtà, nessuno studio lo ha dimostrato.'] }],
    ['The claim that the MMR vaccine causes autism is false.', {}],
  ])('reads a denied mention as denied: %s', (s, around) => {
    const f = frameOf(s, around);
    expect(f.denied).toBe(true);
    expect(assertsIt(f)).toBe(false);
  });

  it('a finding label is the source’s own statement, not a label to deny', () => {
    expect(frameOf('Fact: the MMR vaccine does not cause autism.').kind).toBe('own');
  });
});
