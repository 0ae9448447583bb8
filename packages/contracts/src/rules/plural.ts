/**
 * A count with its noun, singular for exactly one: `1 Realtor`, `2 Realtors`, `1 property`.
 * The one place every count label of the web app takes its grammar from.
 */
export const countLabel = (count: number, singular: string, plural = `${singular}s`): string =>
  `${count} ${count === 1 ? singular : plural}`;
