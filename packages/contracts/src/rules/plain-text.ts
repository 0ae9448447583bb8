/**
 * Control characters (C0 but tab and line breaks, DEL, C1) removed from text that leaves Rela in a
 * calendar file or an e-mail (REQ-TOUR-CLEAN): RFC 5545 forbids them in TEXT values, and in mail
 * they hide or rewrite what is shown. Line breaks are kept (as `\n`), tabs too.
 */
/** One control character of those (a Unicode property escape: no control code in the source). */
export const controlCharacter = /(?![\t\n\r])\p{Cc}/u;

const controlCharacters = new RegExp(controlCharacter.source, 'gu');

export const withoutControlCharacters = (text: string) =>
  text.replace(/\r\n?/g, '\n').replace(controlCharacters, '');
