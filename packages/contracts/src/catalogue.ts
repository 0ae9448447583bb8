import { textsOf } from './issue-message';
import * as messages from './messages';

/** Every fixed sentence of the message catalogue (texts with parameters are functions, left out). */
const catalogueTexts: ReadonlySet<string> = new Set(textsOf(messages));

/** True when `text` is a sentence of the message catalogue, word for word. */
export const isCatalogueText = (text: string): boolean => catalogueTexts.has(text);

/**
 * What a user is told about a failed validation: the first problem worded by the catalogue (the
 * contract schemas carry catalogue texts), else `fallback`. A schema library's own wording is never
 * passed on.
 */
export const catalogueMessageOf = (
  issues: readonly { message?: string }[],
  fallback: string,
): string =>
  issues
    .map((issue) => issue.message)
    .find((text) => text !== undefined && isCatalogueText(text)) ?? fallback;
