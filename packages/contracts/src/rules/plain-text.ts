/**
 * Control characters (C0 but tab and line breaks, DEL, C1) removed from text that leaves Rela in a
 * calendar file or an e-mail (REQ-TOUR-CLEAN): RFC 5545 forbids them in TEXT values, and in mail
 * they hide or rewrite what is shown. Line breaks are kept (as `\n`), tabs too.
 */
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

export const withoutControlCharacters = (text: string) =>
  text.replace(/\r\n?/g, '\n').replace(controlCharacters, '');
