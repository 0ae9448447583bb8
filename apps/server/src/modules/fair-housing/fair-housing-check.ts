import {
  fairHousingExcerptLength,
  type FairHousingClass,
  type FairHousingSurface,
} from '@rela/contracts';
import type { Emit } from '../../platform/events';
import type { Db } from '../../db/client';
import { screenText } from './screen/fair-housing-screen';

/** What the screen found in a text: its class, and the short part of it the audit keeps. */
export type FairHousingFinding = { class: FairHousingClass; excerpt: string };

/**
 * The part of `text` around `[index, index + length)`, on one line, at most
 * `fairHousingExcerptLength` characters, marked with … where cut.
 */
export const excerptAround = (text: string, index: number, length: number): string => {
  const room = Math.max(0, fairHousingExcerptLength - length);
  const start = Math.max(0, index - Math.floor(room / 2));
  const end = Math.min(text.length, start + fairHousingExcerptLength);
  const from = Math.max(0, end - fairHousingExcerptLength);
  const part = text.slice(from, end).replace(/\s+/g, ' ').trim();
  return `${from > 0 ? '…' : ''}${part}${end < text.length ? '…' : ''}`;
};

/** Screens one text (ADR 050): null when it may be shown or stored, else what was found. */
export const fairHousingFinding = (text: string): FairHousingFinding | null => {
  const verdict = screenText(text);
  if (verdict.ok) return null;
  return {
    class: verdict.class,
    excerpt: excerptAround(text, verdict.index, verdict.phrase.length),
  };
};

/** Tells the audit of one finding, in the producer's transaction (`fair-housing-screened`). */
export const tellFinding = (
  emit: Emit,
  tx: Db,
  finding: FairHousingFinding & { surface: FairHousingSurface; userId: string | null; at: Date },
) =>
  emit(tx, {
    type: 'fair-housing-screened',
    surface: finding.surface,
    class: finding.class,
    userId: finding.userId,
    excerpt: finding.excerpt,
    at: finding.at.toISOString(),
  });
