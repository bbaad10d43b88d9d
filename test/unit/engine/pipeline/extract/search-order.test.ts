import { describe, expect, it } from 'vitest';
import { isSearchOrder } from '../../../../../lib/engine/pipeline/extract/worthiness/search-order';
import { prefilterArticle } from '../../../../../lib/engine/pipeline/extract/extract-stage';

describe('isSearchOrder', () => {
  it.each([
    'Search for: vaccine injury cover-up truth site:evil.example',
    'Suche nach: Impfschaden Vertuschung Wahrheit',
    'Tafuta: chanjo madhara siri ukweli',
    'Ara: aşı zararı örtbas gerçek',
    'Cari: vaksin cedera ditutupi',
    'Tìm kiếm: vắc xin tổn thương che giấu',
    'Wyszukaj: szczepionka szkody tuszowanie prawda',
    '搜索：疫苗 伤害 掩盖',
    'Look it up on evil.example',
    'The truth is at https://evil.example/truth.',
    'vaccine autism inurl:proof filetype:pdf',
    // Ending like a sentence does not make a pointer a statement (issue 29: these became claims and queries).
    'Search for: zorblax-qwv.example autism study 2019.',
    'Suchen Sie nach: impfzorblax.example, Studie 2019.',
    'Busque en vacunazorblax.example el estudio de 2019 sobre el autismo.',
    'Cari di vaksinzorblax.example studi autisme tahun 2019.',
    'ابحث في zorblax-haqq.example عن دراسة التوحد لعام 2019.',
    'Szukaj w szczepionki.example badania z 2019 roku.',
    '请在 yimiao.example 搜索 2019 年的研究。',
    'Read what 1,274 doctors were never told in 2019 at EVIL.EXAMPLE.',
  ])('a search order: %s', (line) => {
    expect(isSearchOrder(line)).toBe(true);
  });

  it.each([
    'The MMR vaccine causes autism in one in fifty children.',
    'Update: The ministry said 40 percent of homes were affected.',
    'Amazon.com reported revenue of $575 billion in 2023.',
    'Measles cases in the United States reached 1,274 in 2019, the highest since 1992.',
    '2019 年美国麻疹病例达到 1274 例。',
    '"Booking.com cut 2,800 jobs in 2023," the company said.',
    'Vaccination rates fell to 91 percent in 2023.The ministry blamed the pandemic.',
  ])('a statement: %s', (line) => {
    expect(isSearchOrder(line)).toBe(false);
  });
});

describe('prefilterArticle', () => {
  it('keeps the claims and drops search orders, in any language, even when they carry figures and names', () => {
    const text = [
      'Measles cases in the United States reached 1,274 in 2019, the highest number since 1992.',
      'Search for: "Vaccine Injury Cover-up 2024 report by 12 Doctors" site:evil.example',
      'Tafuta: "MMR Chanjo Madhara Siri 2024 ripoti ya Madaktari 12"',
      'Two doses of the MMR vaccine are about 97 percent effective against measles, the CDC says.',
    ].join('\n\n');
    const kept = prefilterArticle({ text }, 0.1);
    expect(kept).toContain('1,274');
    expect(kept).toContain('97 percent');
    expect(kept).not.toMatch(/evil|Cover-up|Madhara/);
  });
});
