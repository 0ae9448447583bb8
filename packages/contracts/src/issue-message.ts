/** Every fixed sentence under `node` (texts with parameters are functions, left out). */
export const textsOf = (node: unknown): string[] => {
  if (typeof node === 'string') return [node];
  if (node === null || typeof node !== 'object') return [];
  return Object.values(node).flatMap(textsOf);
};

/**
 * What a user is told about a failed validation: the first problem worded by one area of the
 * message catalogue (`area`: the schema's own texts, such as `teamMessages`), else `fallback`. A
 * schema library's own wording is never passed on. The web app checks against the area it
 * validates with, so that its bundles do not carry the whole catalogue (`catalogueMessageOf`).
 */
export const areaMessageOf = (
  issues: readonly { message?: string }[],
  area: object,
  fallback: string,
): string => {
  const texts = textsOf(area);
  return (
    issues
      .map((issue) => issue.message)
      .find((text) => text !== undefined && texts.includes(text)) ?? fallback
  );
};
