/**
 * Raw HTML blocks (CommonMark's kinds 1, 2, 6 and 7): recognised only to be dropped, as
 * react-markdown's `skipHtml` did. Each kind says where it ends.
 */
const RAW_TEXT = /^ {0,3}<(script|pre|style|textarea)(?:\s|>|$)/i;
const COMMENT = /^ {0,3}<!--/;
const BLOCK_TAG =
  /^ {0,3}<\/?(?:address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul)(?:\s|\/?>|$)/i;
const LONE_TAG =
  /^ {0,3}(?:<[A-Za-z][A-Za-z\d-]*(?:\s+[A-Za-z_:][\w.:-]*(?:\s*=\s*(?:[^\s"'=<>`]+|'[^']*'|"[^"]*"))?)*\s*\/?>|<\/[A-Za-z][A-Za-z\d-]*\s*>)[ \t]*$/;

export type HtmlBlockEnd = (line: string) => boolean;

const blankLine: HtmlBlockEnd = (line) => line.trim() === '';

/**
 * How the HTML block starting at `line` ends (the end line is part of it, unless it is blank), or
 * null when the line starts none. A lone tag does not interrupt a paragraph.
 */
export const htmlBlockEnd = (line: string, inParagraph: boolean): HtmlBlockEnd | null => {
  const rawText = RAW_TEXT.exec(line);
  if (rawText) {
    const closing = `</${rawText[1]!.toLowerCase()}>`;
    return (next) => next.toLowerCase().includes(closing);
  }
  if (COMMENT.test(line)) return (next) => next.includes('-->');
  if (BLOCK_TAG.test(line) || (!inParagraph && LONE_TAG.test(line))) return blankLine;
  return null;
};
