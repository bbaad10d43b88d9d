/**
 * Reported-speech frames around a statement ("A video claims that X", "Xによると、Y", "По данным X, Y"): the
 * statement is what evidence speaks to, so the claim to check is the statement without who said it.
 */

/** A frame that leads the statement: group 1 is the statement. */
interface LeadingFrame {
  re: RegExp;
}

/**
 * Frames whose statement follows them, one language per line. The speaker part never holds a figure (a frame
 * that carries a year or a number, "2011年の調査によると", is part of what is claimed), see `claimTextOf`.
 */
const LEADING: readonly LeadingFrame[] = [
  // en, de, fr: "X claims that Y", "Der Minister behauptet, dass Y", "Il prétend que Y".
  {
    re: /^.{0,80}?\b(?:claims?|claimed|alleges?|alleged|insists?|insisted|asserts?|asserted|behauptet|behaupten|affirme|prétend)\b,?\s+(?:that|dass|que|qu')\s*(.{20,})$/iu,
  },
  // ja: "総務省の人口推計によると、Y".
  { re: /^[^、。]{2,40}?(?:によると|によれば|の発表では|の調べでは)、\s*(.{10,})$/u },
  // zh: "据X报道，Y", "X发布的数据显示，Y", "有网络文章声称，Y".
  {
    re: /^(?:据|據|根据|根據)?[^，。,]{1,30}?(?:显示|顯示|表示|声称|聲稱|宣称|宣稱|指出|报道|報導|称|稱|透露|说|說|统计|統計)[，,：:]\s*(.{8,})$/u,
  },
  // ko: "통계청에 따르면 Y".
  { re: /^[^,.]{2,40}?에\s?따르면,?\s+(.{8,})$/u },
  // ar: "وفقا لـ X، Y", "بحسب X، Y".
  { re: /^(?:و?(?:وفقا|وفقًا|طبقا|طبقًا)\s+ل|و?(?:بحسب|حسب))[^،.]{2,60}?،\s*(.{15,})$/u },
  // ar: "وقال X إن Y", "أعلن X أن Y", "زعم X أن Y".
  {
    re: /^و?(?:قال|قالت|أعلن|أعلنت|أكد|أكدت|ذكر|ذكرت|أفاد|أفادت|صرح|صرحت|زعم|زعمت|ادعى|ادعت|أوضح|أوضحت|يزعم|تزعم|يدعي|تدعي)\s+[^،.]{2,80}?\s+(?:إن|أن|بأن)\s+(.{15,})$/u,
  },
  // ru: "По данным Росстата, Y", "По словам X, Y", "Согласно X, Y".
  {
    re: /^(?:по\s+(?:данным|словам|информации|оценкам|сообщению|мнению)|согласно(?:\s+данным)?)\s+[^,.]{2,60},\s*(.{15,})$/iu,
  },
  // ru: "В ролике утверждается, что Y", "Министр заявил, что Y".
  {
    re: /^[^,.]{0,80}?(?:утверждается|утверждает|утверждают|утверждал|утверждала|заявил|заявила|заявили|заявляет|заявляют|сообщил|сообщила|сообщили|сообщается|говорится|уверяет|уверяют|пишет|написал|написала|считает|рассказал|рассказала)(?:\s+[^,.]{1,40})?,\s+что\s+(.{15,})$/iu,
  },
  // hi: "X के अनुसार Y", "X ने कहा कि Y", "पोस्ट में दावा किया गया कि Y".
  { re: /^[^,।]{2,60}?\s+के\s+अनुसार,?\s+(.{15,})$/u },
  {
    re: /^[^,।]{2,100}?\s+(?:ने\s+कहा|का\s+कहना\s+है|दावा\s+किया\s+गया|दावा\s+किया|कहा\s+गया|कहा\s+जा\s+रहा\s+है|बताया)\s+कि\s+(.{15,})$/u,
  },
];

/**
 * Frames that follow the statement: "Y, one MP told a rally in Leeds.", "Y, the minister said.", "Y, sagte der
 * Minister.", "Y, a déclaré le ministre.", "Y, dijo el ministro." Group 1 is the statement; the speaker part is short
 * and holds no figure.
 */
const TRAILING =
  /^(.{20,}?),\s+(?:[^,.]{0,60}?\s)?(?:said|says|told|tells|claimed|claims|wrote|writes|posted|tweeted|insisted|argued|sagte|sagt|erklärte|behauptete|behauptet|a déclaré|a dit|affirme|dijo|declaró|afirmó|aseguró|disse|afirmou|ha detto|ha dichiarato)\b[^,]{0,60}\.?$/iu;

/** Japanese "Aは、Yと語った。": the speaker before は、 and the speech verb after と. */
const JA_SPEECH =
  /^[^、。]{1,40}?(?:は|が)、(.{10,}?)(?:と|とも)(?:語った|述べた|話した|明らかにした|発表した|説明した|指摘した|強調した|主張した|主張している|述べている|語っている|話している|伝えた|書いた|投稿した)。?$/u;
/** Korean "A은 방송에서 Y다고 주장했다.": the topic-marked speaker (and where it was said), then a quotative ending. */
const KO_SPEECH =
  /^(?:\S+\s){0,3}?\S+[은는](?:\s\S+에서)?\s+(.{8,}?)([다라])고\s+(?:주장했다|밝혔다|말했다|발표했다|전했다|설명했다|강조했다|지적했다|주장한다|말한다)\.?$/u;

const hasFigure = (text: string): boolean => /\p{N}/u.test(text);

/**
 * The statement a sentence reports, without its reporting frame: "A video claims that X." → "X.", "Xによると、Y" →
 * "Y", "一位政治人物表示，Y" → "Y", "По данным X, Y" → "Y". The sentence itself when it has no frame, or when the
 * frame holds a figure (then the figure is part of the claim).
 */
export function claimTextOf(sentence: string): string {
  const s = sentence.trim();
  const ja = JA_SPEECH.exec(s);
  if (ja?.[1] && !hasFigure(s.slice(0, s.indexOf(ja[1])))) return closed(ja[1], '。');
  const ko = KO_SPEECH.exec(s);
  if (ko?.[1] && !hasFigure(s.slice(0, s.indexOf(ko[1])))) return closed(`${ko[1]}${ko[2]}`, '.');
  const trailing = TRAILING.exec(s);
  if (trailing?.[1] && !hasFigure(s.slice(trailing[1].length))) return closed(trailing[1], '.');
  for (const { re } of LEADING) {
    const m = re.exec(s);
    const inner = m?.[1]?.trim();
    if (!inner) continue;
    if (hasFigure(s.slice(0, s.length - inner.length))) return s;
    return inner.charAt(0).toUpperCase() + inner.slice(1);
  }
  return s;
}

/** The statement closed with the language's full stop when the frame took the original one away. */
function closed(statement: string, stop: string): string {
  const t = statement.trim().replace(/[、，,\s]+$/u, '');
  return /[.!?。！？]$/u.test(t) ? t : `${t}${stop}`;
}
