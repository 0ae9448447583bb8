/**
 * Fair housing (ADR 050, REQ-FAIR-HOUSING): the characteristics a home search may never be steered
 * by. The federal Fair Housing Act's seven (sex includes sexual orientation and gender identity),
 * then the ones many states add. A screened text that asks to choose or describe homes or places by
 * one of them, or by a stand-in for one, is redirected (asked) or replaced (answered).
 */
/** The federal classes (42 U.S.C. 3604; sex includes sexual orientation and gender identity). */
export const federalFairHousingClasses = [
  'race-color',
  'national-origin',
  'religion',
  'sex',
  'disability',
  'familial-status',
] as const;

/** The federal classes, then the common state and local additions. */
export const fairHousingClasses = [
  ...federalFairHousingClasses,
  'age',
  'marital-status',
  'source-of-income',
  'military-status',
] as const;
export type FairHousingClass = (typeof fairHousingClasses)[number];

/** Whether a class is one of the federal Act's. */
export const isFederalFairHousingClass = (value: FairHousingClass): boolean =>
  (federalFairHousingClasses as readonly FairHousingClass[]).includes(value);

/** Where a text was screened: a buyer's chat turn, Rela's answer, an AI condition report. */
export const fairHousingSurfaces = ['chat-in', 'chat-out', 'report'] as const;
export type FairHousingSurface = (typeof fairHousingSurfaces)[number];

/** How long an audit entry is kept (two years), then deleted by the retention job. */
export const fairHousingAuditRetentionDays = 730;

/** The most characters of the screened text an audit entry keeps (around the phrase found). */
export const fairHousingExcerptLength = 160;
