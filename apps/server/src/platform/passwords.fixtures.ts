/**
 * A 64-character (code point) password for tests: emoji, CJK, and letters with combining marks in
 * decomposed form (NFD), so any normalization on the way would change its bytes.
 */
export const unicodePassword = Array.from(
  `${'Aa1!😀🏠🔑鍵家パスワード漢字密码ÅéñüČ'.normalize('NFD')}${'x'.repeat(64)}`,
)
  .slice(0, 64)
  .join('');
