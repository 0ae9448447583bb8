import { decodeEntity } from './entities';
import {
  closingBracket,
  codeSpanEnd,
  findCloser,
  isPunctuation,
  isSpace,
  isWordChar,
  MAX_DEPTH,
  runLength,
} from './inline-scan';
import { linkTarget, trimUrl } from './link-target';
import { safeHref } from './links';

/** The inline content of a Markdown block: plain data, rendered by React as text, never as HTML. */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'break' }
  | { kind: 'code'; text: string }
  | { kind: 'strong' | 'em' | 'del'; children: Inline[] }
  /** `href` is null when the target is not an https URL: the text shows without a link. */
  | { kind: 'link'; href: string | null; children: Inline[] };

const AUTOLINK = /<([A-Za-z][A-Za-z\d+.-]{1,31}:[^\s<>]*)>/y;
const EMAIL_AUTOLINK = /<([^\s@<>\\]+@[^\s@<>\\]+)>/y;
const HTML_TAG =
  /<(?:\/?[A-Za-z][A-Za-z\d-]*(?:\s+[A-Za-z_:][\w.:-]*(?:\s*=\s*(?:[^\s"'=<>`]+|'[^']*'|"[^"]*"))?)*\s*\/?>|!--[\s\S]*?-->)/y;
const BARE_URL = /https:\/\/[^\s<]+/y;
const ENTITY = /&(#\d{1,7}|#[xX][\da-fA-F]{1,6}|[A-Za-z][A-Za-z\d]{1,31});/y;

const matchAt = (pattern: RegExp, source: string, at: number) => {
  pattern.lastIndex = at;
  return pattern.exec(source);
};

const EMPHASIS: Readonly<Record<number, 'em' | 'strong'>> = { 1: 'em', 2: 'strong' };

/**
 * Parses the inline Markdown Rela writes (CommonMark's inline rules, simplified): escapes, code
 * spans, emphasis, strikethrough, links and autolinks, entities, line breaks. Raw HTML is dropped,
 * images are dropped, and a link is only a link when its target is an https URL.
 */
export const parseInline = (source: string, depth = 0): Inline[] => {
  if (depth > MAX_DEPTH) return [{ kind: 'text', text: source }];
  const nodes: Inline[] = [];
  /** Per delimiter kind, where a search for a closer failed: later searches from there fail too. */
  const noCloserFrom = new Map<string, number>();
  const lastBracket = source.lastIndexOf(']');
  let text = '';
  const push = (node: Inline) => {
    if (text) nodes.push({ kind: 'text', text });
    text = '';
    nodes.push(node);
  };
  const link = (href: string | null, label: string) =>
    push({ kind: 'link', href, children: [{ kind: 'text', text: label }] });

  let at = 0;
  while (at < source.length) {
    const char = source[at]!;
    const next = source[at + 1];

    if (char === '\\' && next === '\n') {
      push({ kind: 'break' });
      at += 2;
      continue;
    }
    if (char === '\\' && isPunctuation(next)) {
      text += next;
      at += 2;
      continue;
    }
    if (char === '`') {
      const end = codeSpanEnd(source, at);
      const length = runLength(source, at);
      if (end < 0) {
        text += source.slice(at, at + length);
        at += length;
        continue;
      }
      let code = source.slice(at + length, end - length).replace(/\n/g, ' ');
      if (/^ .*[^ ].* $/.test(code)) code = code.slice(1, -1);
      push({ kind: 'code', text: code });
      at = end;
      continue;
    }
    if (char === '*' || char === '_' || char === '~') {
      const length = runLength(source, at);
      const canOpen =
        !isSpace(source[at + length]) && (char !== '_' || !isWordChar(source[at - 1]));
      const fits = char === '~' ? length <= 2 : length <= 3;
      const kind = char.repeat(length);
      const searchable = canOpen && fits && at < (noCloserFrom.get(kind) ?? Infinity);
      const close = searchable ? findCloser(source, at + length, char, length) : -1;
      if (searchable && close < 0) noCloserFrom.set(kind, at);
      if (close > at + length) {
        const children = parseInline(source.slice(at + length, close), depth + 1);
        if (char === '~') push({ kind: 'del', children });
        else if (length === 3) push({ kind: 'em', children: [{ kind: 'strong', children }] });
        else push({ kind: EMPHASIS[length]!, children });
        at = close + length;
      } else {
        text += source.slice(at, at + length);
        at += length;
      }
      continue;
    }
    if (char === '[' || (char === '!' && next === '[')) {
      const open = char === '!' ? at + 1 : at;
      const close = open < lastBracket ? closingBracket(source, open) : -1;
      const target = close < 0 ? null : linkTarget(source, close + 1);
      if (target) {
        // An image is dropped altogether; a link keeps its text, linked only to an https URL.
        if (char === '[') {
          push({
            kind: 'link',
            href: safeHref(target.target),
            children: parseInline(source.slice(open + 1, close), depth + 1),
          });
        }
        at = target.end;
      } else {
        text += char;
        at += 1;
      }
      continue;
    }
    if (char === '<') {
      const autolink = matchAt(AUTOLINK, source, at) ?? matchAt(EMAIL_AUTOLINK, source, at);
      const tag = autolink ? null : matchAt(HTML_TAG, source, at);
      if (autolink) link(safeHref(autolink[1]!), autolink[1]!);
      else if (!tag) text += char;
      at += autolink?.[0].length ?? tag?.[0].length ?? 1;
      continue;
    }
    if (char === 'h' && /[\s*_~(]/.test(source[at - 1] ?? ' ')) {
      const url = matchAt(BARE_URL, source, at);
      const trimmed = url ? trimUrl(url[0]) : '';
      if (trimmed.length > 'https://'.length) {
        link(safeHref(trimmed), trimmed);
        at += trimmed.length;
        continue;
      }
    }
    if (char === '&') {
      const entity = matchAt(ENTITY, source, at);
      const decoded = entity ? decodeEntity(entity[1]!) : null;
      if (entity && decoded !== null) {
        text += decoded;
        at += entity[0].length;
        continue;
      }
    }
    if (char === '\n') {
      let end = text.length;
      while (end > 0 && (text[end - 1] === ' ' || text[end - 1] === '\t')) end -= 1;
      const hard = text.endsWith('  ');
      text = text.slice(0, end);
      if (hard) push({ kind: 'break' });
      else text += '\n';
      at += 1;
      while (source[at] === ' ' || source[at] === '\t') at += 1;
      continue;
    }
    text += char;
    at += 1;
  }
  if (text) nodes.push({ kind: 'text', text });
  return nodes;
};
