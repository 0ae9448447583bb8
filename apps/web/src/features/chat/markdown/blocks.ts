import { htmlBlockEnd } from './html-blocks';
import { bodyRow, startsTable, tableCells } from './tables';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** The blocks of a message; text is parsed into inline content when rendered. */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; level: HeadingLevel; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'quote'; blocks: Block[] }
  | { kind: 'list'; ordered: boolean; loose: boolean; items: Block[][] }
  | { kind: 'table'; head: string[]; rows: string[][] }
  | { kind: 'rule' };

const FENCE = /^( {0,3})(`{3,}|~{3,})(.*)$/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*))?$/;
const SETEXT = /^ {0,3}(=+|-+)[ \t]*$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const QUOTE = /^ {0,3}> ?/;
const ITEM = /^( {0,3})([-+*]|\d{1,9}[.)])(?:([ \t]+)(.*))?$/;
const INDENTED_CODE = /^ {4}/;

/** Deepest nesting of lists and quotes; deeper content is shown as a paragraph. */
const MAX_DEPTH = 16;

const isBlank = (line: string | undefined) => line === undefined || line.trim() === '';
const indentOf = (line: string) => line.length - line.trimStart().length;

type ItemStart = { ordered: boolean; marker: string; start: number; offset: number; first: string };

/** A list item's marker line: its kind, where its content starts, its first line of content. */
const itemStart = (line: string): ItemStart | null => {
  const match = ITEM.exec(line);
  if (!match || RULE.test(line)) return null;
  const [, indent = '', marker = '', spaces = '', rest = ''] = match;
  const ordered = /\d/.test(marker);
  // Content five or more columns after the marker is indented code: it starts one column past it.
  const codeStart = spaces.length >= 5;
  return {
    ordered,
    marker: ordered ? marker.slice(-1) : marker,
    start: ordered ? Number(marker.slice(0, -1)) : 1,
    offset: indent.length + marker.length + (codeStart || rest === '' ? 1 : spaces.length),
    first: codeStart ? `${spaces.slice(1)}${rest}` : rest,
  };
};

const openingFence = (line: string) => {
  const match = FENCE.exec(line);
  const fence = match?.[2] ?? '';
  return match && !(fence.startsWith('`') && match[3]?.includes('`'))
    ? { indent: match[1]!.length, fence }
    : null;
};

/** Lines that end a paragraph without a blank line (a list only when it starts at 1). */
const interrupts = (line: string) => {
  const item = itemStart(line);
  return (
    openingFence(line) !== null ||
    HEADING.test(line) ||
    RULE.test(line) ||
    QUOTE.test(line) ||
    htmlBlockEnd(line, true) !== null ||
    (item !== null && item.first.trim() !== '' && item.start === 1)
  );
};

const paragraphText = (lines: readonly string[]) =>
  lines
    .map((line) => line.replace(/^[ \t]+/, ''))
    .join('\n')
    .replace(/[ \t]+$/, '');

const trimTrailingBlanks = (lines: string[]) => {
  while (lines.length > 0 && isBlank(lines.at(-1))) lines.pop();
  return lines;
};

/** The list that starts at `from`; answers it and the index of the first line after it. */
const parseList = (lines: readonly string[], from: number, first: ItemStart, depth: number) => {
  const items: string[][] = [[first.first]];
  let offset = first.offset;
  let blankBefore = false;
  let loose = false;
  let at = from + 1;
  for (; at < lines.length; at += 1) {
    const line = lines[at]!;
    const current = items.at(-1)!;
    const item = itemStart(line);
    if (isBlank(line)) {
      current.push('');
      blankBefore = true;
    } else if (indentOf(line) >= offset) {
      current.push(line.slice(offset));
      blankBefore = false;
    } else if (item && item.ordered === first.ordered && item.marker === first.marker) {
      loose ||= blankBefore;
      items.push([item.first]);
      offset = item.offset;
      blankBefore = false;
    } else if (!blankBefore && !item && !interrupts(line)) {
      // A lazy continuation line of the item's paragraph.
      current.push(line.trimStart());
    } else break;
  }
  const contents = items.map(trimTrailingBlanks);
  loose ||= contents.some((content) => content.some(isBlank));
  const list: Block = {
    kind: 'list',
    ordered: first.ordered,
    loose,
    items: contents.map((content) => parseBlocks(content, depth + 1)),
  };
  return { list, next: at };
};

/**
 * Parses the block structure of the Markdown Rela writes (CommonMark and GFM tables, simplified):
 * paragraphs, headings, lists, quotes, code, rules, tables. Raw HTML blocks are dropped.
 */
export const parseBlocks = (lines: readonly string[], depth = 0): Block[] => {
  if (depth > MAX_DEPTH)
    return [{ kind: 'paragraph', text: paragraphText(lines.filter((line) => !isBlank(line))) }];
  const blocks: Block[] = [];
  let at = 0;
  while (at < lines.length) {
    const line = lines[at]!;
    const fence = openingFence(line);
    const heading = HEADING.exec(line);
    const item = itemStart(line);
    const htmlEnd = htmlBlockEnd(line, false);
    if (isBlank(line)) {
      at += 1;
    } else if (fence) {
      const closing = new RegExp(`^ {0,3}${fence.fence[0]}{${fence.fence.length},}[ \\t]*$`);
      const indent = new RegExp(`^ {0,${fence.indent}}`);
      const body: string[] = [];
      for (at += 1; at < lines.length && !closing.test(lines[at]!); at += 1) {
        body.push(lines[at]!.replace(indent, ''));
      }
      at += 1;
      blocks.push({ kind: 'code', text: body.map((code) => `${code}\n`).join('') });
    } else if (INDENTED_CODE.test(line)) {
      const body: string[] = [];
      for (; at < lines.length && (isBlank(lines[at]) || INDENTED_CODE.test(lines[at]!)); at += 1) {
        body.push(lines[at]!.slice(4));
      }
      blocks.push({ kind: 'code', text: trimTrailingBlanks(body).join('\n') + '\n' });
    } else if (heading) {
      const text = (heading[2] ?? '').replace(/(?:^|[ \t]+)#+[ \t]*$/, '').trim();
      blocks.push({ kind: 'heading', level: heading[1]!.length as HeadingLevel, text });
      at += 1;
    } else if (RULE.test(line)) {
      blocks.push({ kind: 'rule' });
      at += 1;
    } else if (QUOTE.test(line)) {
      const body: string[] = [];
      for (; at < lines.length; at += 1) {
        const current = lines[at]!;
        if (QUOTE.test(current)) body.push(current.replace(QUOTE, ''));
        else if (isBlank(current) || isBlank(body.at(-1)) || interrupts(current)) break;
        else body.push(current);
      }
      blocks.push({ kind: 'quote', blocks: parseBlocks(body, depth + 1) });
    } else if (item) {
      const { list, next } = parseList(lines, at, item, depth);
      blocks.push(list);
      at = next;
    } else if (htmlEnd) {
      while (at < lines.length && !htmlEnd(lines[at]!)) at += 1;
      at += 1;
    } else if (startsTable(line, lines[at + 1])) {
      const head = tableCells(line);
      const rows: string[][] = [];
      for (at += 2; at < lines.length && !isBlank(lines[at]) && !interrupts(lines[at]!); at += 1) {
        rows.push(bodyRow(lines[at]!, head.length));
      }
      blocks.push({ kind: 'table', head, rows });
    } else {
      const body = [line];
      let underline: RegExpExecArray | null = null;
      for (at += 1; at < lines.length; at += 1) {
        const current = lines[at]!;
        underline = SETEXT.exec(current);
        if (underline) at += 1;
        if (underline || isBlank(current) || interrupts(current)) break;
        body.push(current);
      }
      const text = paragraphText(body);
      blocks.push(
        underline
          ? { kind: 'heading', level: underline[1]!.startsWith('=') ? 1 : 2, text: text.trim() }
          : { kind: 'paragraph', text },
      );
    }
  }
  return blocks;
};

/** A message's Markdown as blocks. */
export const parseMarkdown = (text: string): Block[] =>
  parseBlocks(text.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n'));
