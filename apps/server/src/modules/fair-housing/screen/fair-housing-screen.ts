import type { FairHousingClass } from '@rela/contracts';
import { maskAllowedContext } from './allowed-context';
import { normaliseForScreen, originalSpan } from './normalise';
import type { ScreenPattern } from './patterns/class-lexicon';
import { screenClasses } from './patterns/screen-patterns';

/** The screen's answer for one text: nothing found, or the first steering phrase and its class. */
export type ScreenVerdict =
  { ok: true } | { ok: false; class: FairHousingClass; phrase: string; index: number };

/** What the screen found, with the name of the pattern that found it (for tests and tuning). */
export type SteeringFound = {
  class: FairHousingClass;
  /** The pattern's name, `<class>/<frame or coded phrase>`. */
  pattern: string;
  /** The original's words that matched. */
  phrase: string;
  /** Where they start in the original (UTF-16 offset). */
  index: number;
};

type Hit = { pattern: ScreenPattern; start: number; end: number };

/** Every class's coded patterns, and its framed ones when the text mentions the class at all. */
const patternsToTry = (masked: string): ScreenPattern[] =>
  screenClasses.flatMap((compiled) =>
    compiled.mentions.test(masked) ? [...compiled.framed, ...compiled.coded] : compiled.coded,
  );

/**
 * The first phrase of `text` that chooses or describes homes or places by a protected class or a
 * stand-in for one (ADR 050, REQ-FAIR-HOUSING), or null. The text is normalised, its allowed
 * real-estate look-alikes blanked out, and every pattern tried; the one starting first wins.
 */
export const findSteering = (text: string): SteeringFound | null => {
  const normalised = normaliseForScreen(text);
  const masked = maskAllowedContext(normalised.text);
  let best: Hit | null = null;
  for (const pattern of patternsToTry(masked)) {
    const match = pattern.regex.exec(masked);
    if (match === null || (best !== null && match.index >= best.start)) continue;
    best = { pattern, start: match.index, end: match.index + match[0].length };
  }
  if (best === null) return null;
  const { index, phrase } = originalSpan(normalised, text, best.start, best.end);
  return { class: best.pattern.class, pattern: best.pattern.name, phrase, index };
};

/** Screens one text (a chat turn, an answer, a report). Deterministic, pure, fast (< 1 ms typical). */
export const screenText = (text: string): ScreenVerdict => {
  const found = findSteering(text);
  return found === null
    ? { ok: true }
    : { ok: false, class: found.class, phrase: found.phrase, index: found.index };
};
