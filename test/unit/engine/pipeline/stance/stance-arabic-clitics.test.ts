import { describe, expect, it } from 'vitest';
import {
  claimCoverage,
  lexicalStance,
} from '../../../../../lib/engine/pipeline/stance/reading/lexical-stance';

describe('no-model stance: Arabic words with attached conjunctions, prepositions and the article', () => {
  it('meets a claim word written with a proclitic in the passage (لقناة / قناة, بالكأس / كأس)', () => {
    expect(claimCoverage('مدينة الإسكندرية', 'للمدينة وبالإسكندرية')).toBe(1);
    const claim = 'فاز المنتخب المغربي بكأس أفريقيا.';
    const s = lexicalStance(claim, 'احتفلت الجماهير في الرباط بفوز المنتخب المغربي بالكأس الأفريقية.');
    expect(s.stance).toBe('supports');
    const signed = lexicalStance(
      'وقعت الشركة عقدا جديدا مع الحكومة.',
      'أعلنت وزارة المالية أن الشركة وقعت العقد الجديد مع الحكومة يوم الاثنين.',
    );
    expect(signed.stance).toBe('supports');
  });

  it('does not read a passage that shares those words but states something else as support', () => {
    const hospital = lexicalStance(
      'افتتحت الحكومة مستشفى جديدا في القاهرة.',
      'تعاني المستشفيات في القاهرة من نقص الأطباء، بحسب تقرير للحكومة.',
    );
    expect(hospital.stance).not.toBe('supports');
    const rate = lexicalStance(
      'أعلن البنك المركزي رفع سعر الفائدة.',
      'قال محافظ البنك المركزي إن سعر الفائدة سيبقى دون تغيير حتى نهاية العام.',
    );
    expect(rate.stance).not.toBe('supports');
  });

  it('leaves short words whole: a leading ب or ل with two letters after it is part of the word', () => {
    expect(claimCoverage('بيت', 'يت')).toBe(0);
    expect(claimCoverage('بيت', 'البيت')).toBe(1);
  });
});
