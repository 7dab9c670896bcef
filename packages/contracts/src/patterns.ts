/**
 * The pattern kinds of spec §5. A brand's registration rules name one per field ('*' = any); the server
 * enforces exactly the pattern it publishes and the web checks the same one for a quick answer.
 */
export const patternKinds = {
  '*': /^[\s\S]*$/u,
  LETTER_FIRST_ALPHANUMERIC: /^[A-Za-z][A-Za-z0-9]*$/u,
  KANJI_DIGITS: /^[\p{Script=Han}0-9]+$/u,
  EMAIL:
    /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/u,
  ALPHANUMERIC: /^[A-Za-z0-9]+$/u,
  ALPHANUMERIC_MIXED: /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]+$/u,
  DIGITS: /^\d+$/u,
  ALPHANUMERIC_WITH_UPPERCASE: /^(?=.*[A-Z])[A-Za-z0-9]+$/u,
  ENGLISH_LETTERS_SPACES: /^[A-Za-z]+(?: [A-Za-z]+)*$/u,
  NO_SPACES: /^\S+$/u,
  CHINESE_PUNCTUATION: /^[\p{Script=Han}\u3000-\u303F\uFF00-\uFFEF·]+$/u,
  DATE: /^(?:\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])|(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])-\d{4})$/u,
  KOREAN: /^[\p{Script=Hangul}]+$/u,
  THAI: /^[\u0E00-\u0E7F]+$/u,
  THAI_ENGLISH_SPACES: /^[\u0E00-\u0E7FA-Za-z]+(?: [\u0E00-\u0E7FA-Za-z]+)*$/u,
  UPPERCASE_SPACES: /^[A-Z]+(?: [A-Z]+)*$/u,
  FULL_NAME: /^[\p{L}\p{M}'-]+ [\p{L}\p{M}' -]*[\p{L}\p{M}]$/u,
  JAPANESE_FULL_WIDTH: /^[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー]+$/u,
  UPPERCASE: /^[A-Z]+$/u,
} as const;

export type PatternKind = keyof typeof patternKinds;
export const patternKindNames = Object.keys(patternKinds) as PatternKind[];

export function isPatternKind(name: string): name is PatternKind {
  return Object.hasOwn(patternKinds, name);
}

export function matchesPattern(kind: PatternKind, text: string): boolean {
  return patternKinds[kind].test(text);
}
