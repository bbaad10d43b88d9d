/** Function words of languages beyond English, German and French, as the segmenter cuts them: never search terms. */

const LISTS: Record<string, string> = {
  // Japanese particles, copulas and auxiliaries (single kana are dropped as too short anyway).
  ja:
    'の は が を に へ と で も や か な だ た て し から まで より など です ます でした ました ある いる する した ' +
    'して され された される これ それ あれ この その あの こと もの ため よう ように という といった によると ' +
    'について における として により において による によって に対して ない なかった おり なる なった れる られる だっ ' +
    // Words of a bound or estimate around a figure ("3000万人を超え", "約"), like "more than" and "about".
    '超え 超える 超えた 以上 以下 未満 約 およそ',
  // Chinese function words.
  zh:
    '的 了 是 在 和 与 及 或 也 都 而 被 把 对 于 从 为 以 之 其 这 那 这个 那个 这些 那些 一个 没有 不是 ' +
    '已经 以及 但是 因为 所以 如果 表示 指出 称 据 根据 其中 我们 他们 她们 它们 自己 ' +
    // Words of a bound or estimate around a figure ("超过1200万人", "约"), like "more than" and "about".
    '超过 超過 约 大约 以上 以下 不到',
  // Korean particles and endings as separate segments, and frequent adverbs.
  ko:
    '따르면 밝혔다 이 가 은 는 을 를 의 에 에서 으로 로 와 과 도 만 및 또 또는 그 이 저 것 수 등 그리고 하지만 따라 위해 대한 ' +
    // Words of a bound or estimate around a figure ("30만 명을 넘어", "약 5%"), like "more than" and "about".
    '넘어 넘게 넘는 넘었다 이상 이하 미만 약 가량 정도',
  ar:
    'في من على إلى عن مع أن إن كان كانت هذا هذه ذلك تلك التي الذي الذين ما لا لم لن قد و أو ثم ' +
    'بين عند حتى كل بعد قبل منذ خلال حول وفق وفقا أي هو هي هم نحو لكن أكثر',
  ru:
    'и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по только ее её мне было ' +
    'вот от меня еще ещё нет о из ему теперь когда даже ну ли если уже или ни быть был была были было ' +
    'до вас нибудь опять уж вам ведь там потом себя ничего ей может они тут где есть надо ней для мы тебя их ' +
    'чем сам без будто чего раз тоже себе под будет ж тогда кто этот того потому этого какой совсем ним здесь ' +
    'этом один почти мой тем чтобы нее сейчас куда зачем всех никогда можно при наконец два об другой хоть ' +
    'после над больше тот через эти нас про всего них какая много разве три эту моя впрочем хорошо свою этой ' +
    'перед иногда лучше чуть том нельзя такой им более всегда конечно всю между это как также ' +
    // Words of a bound or estimate around a figure ("превышает 2500 метров"), like "exceeds" and "about".
    'превышает превышают превысил превысила превысило превысили свыше около',
  hi:
    'का के की को में से पर है हैं था थे थी और या भी तो ही यह वह ये वे इस उस इन उन एक लिए कि ने जो ' +
    'गया गई गए हो होता होती होते रहा रही रहे कर करने किया किए साथ बाद तक अपने अपनी द्वारा अनुसार',
};

/** Lower-case function words of ja, zh, ko, ar, ru and hi. */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  Object.values(LISTS).flatMap((list) => list.split(' ').filter(Boolean)),
);

/** Korean case particles and copula endings that attach to a noun ("통계청에", "인구는"), longest first. */
const KOREAN_PARTICLES = [
  '에서는',
  '에서',
  '으로',
  '에게',
  '까지',
  '부터',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '의',
  '에',
  '로',
  '와',
  '과',
  '도',
  '만',
];

/**
 * A Korean word without its trailing particle ("통계청에" → "통계청") or quotative ending ("늘었다고" → "늘었다", as
 * in "…늘었다고 주장했다"); other words unchanged.
 */
export function withoutKoreanParticle(word: string): string {
  // A bound noun or counter with its particle ("수가", "수는", "명을"): the noun alone (it says nothing by itself).
  const bound = /^([수것명개건곳번회년세배])[은는이가을를의에도]$/u.exec(word);
  if (bound) return bound[1]!;
  if (!/^\p{Script=Hangul}{3,}$/u.test(word)) return word;
  if (/[다라]고$/u.test(word)) return word.slice(0, -1);
  const particle = KOREAN_PARTICLES.find((p) => word.endsWith(p) && word.length - p.length >= 2);
  return particle ? word.slice(0, -particle.length) : word;
}
