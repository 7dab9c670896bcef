/**
 * The words a prize level code is made of (`GREEN_WITH_VIOLET`, `SUM_12`, `DRAGON_TIGER_ON_TIE`). A few are compounds
 * whose words change order in some languages (`ANY_TRIPLE` is "ตองใดก็ได้" in Thai), so they have their own entry and
 * are matched before the single words. Covers every level a server bet type can return.
 */
export const levelTokens = [
  'NUMBER',
  'GREEN',
  'RED',
  'VIOLET',
  'WITH',
  'BIG',
  'SMALL',
  'ODD',
  'EVEN',
  'BIG_SMALL',
  'TWO_SIDES',
  'SUM',
  'ON',
  'TRIPLE',
  'ANY_TRIPLE',
  'SINGLE',
  'SINGLE_NUMBER',
  'TWO_DIFFERENT',
  'THREE_DIFFERENT',
  'PAIR',
  'ANY_STRAIGHT',
  'DRAGON',
  'TIGER',
  'TIE',
  'DRAGON_TIGER',
  'LEOPARD',
  'STRAIGHT',
  'HALF_STRAIGHT',
  'MIXED',
  'WIN',
  'ELEVEN',
  'THIRTY',
  'NINE',
  'LO',
  'FIRST',
  'SECOND',
  'THIRD',
  'SPECIAL',
  'CONSOLATION',
] as const;

export type LevelToken = (typeof levelTokens)[number];

const known = new Set<string>(levelTokens);

function isLevelToken(text: string): text is LevelToken {
  return known.has(text);
}

const thaiScript = /[\u0E00-\u0E7F]/;

/** Thai writes no space between words; everything else (and a Thai word beside a number) is spaced. */
function joinWords(words: readonly string[]): string {
  return words.reduce((text, word) => {
    if (text === '') return word;
    const glued = thaiScript.test(text.slice(-1)) && thaiScript.test(word.charAt(0));
    return `${text}${glued ? '' : ' '}${word}`;
  }, '');
}

/**
 * A level code in the player's words: the longest known tokens first, numbers kept as they are, a part not
 * known yet kept as it came. The first letter is capitalised ("Green with violet", "Sum 12").
 */
export function levelLabel(code: string, translate: (token: LevelToken) => string): string {
  const parts = code.split('_').filter((part) => part !== '');
  const words: string[] = [];
  let start = 0;
  while (start < parts.length) {
    let end = parts.length;
    let word: string | null = null;
    for (; end > start; end -= 1) {
      const candidate = parts.slice(start, end).join('_');
      if (isLevelToken(candidate)) {
        word = translate(candidate);
        break;
      }
    }
    if (word === null) {
      end = start + 1;
      word = parts[start] ?? '';
    }
    words.push(word);
    start = end;
  }
  const text = joinWords(words);
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
