import { Lexer, type Token, type TokensList } from 'marked';
import { decodeEntities } from './entities';

/** Deepest nesting of lists and quotes (deeper is one paragraph) and of inline markup (text). */
const MAX_DEPTH = 16;

/** marked's lexer with its nesting bounded, so no message can exhaust the stack. */
class BoundedLexer extends Lexer {
  #depth = 0;
  #inlineDepth = 0;

  override blockTokens(src: string, tokens?: Token[], clipped?: boolean): Token[];
  override blockTokens(src: string, tokens?: TokensList, clipped?: boolean): TokensList;
  override blockTokens(src: string, tokens: Token[] = [], clipped?: boolean): Token[] {
    if (this.#depth >= MAX_DEPTH) {
      tokens.push({ type: 'paragraph', raw: src, text: src, tokens: this.inline(src) });
      return tokens;
    }
    this.#depth += 1;
    try {
      return super.blockTokens(src, tokens, clipped);
    } finally {
      this.#depth -= 1;
    }
  }

  override inlineTokens(src: string, tokens: Token[] = []): Token[] {
    if (this.#inlineDepth >= MAX_DEPTH) {
      tokens.push({ type: 'text', raw: src, text: src });
      return tokens;
    }
    this.#inlineDepth += 1;
    try {
      return super.inlineTokens(src, tokens);
    } finally {
      this.#inlineDepth -= 1;
    }
  }
}

/** A message's Markdown as marked's tokens (GitHub flavour: tables, strikethrough, bare links). */
export const lexMarkdown = (markdown: string): Token[] =>
  new BoundedLexer({ gfm: true }).lex(markdown);

/** The target when it is an https URL, else null: only https links are links. */
export const httpsHref = (href: string): string | null => {
  try {
    const url = new URL(decodeEntities(href));
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};
