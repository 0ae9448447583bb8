/** The slice of results one response carries, and what the `@odata.nextLink` asks for next. */
export type Page = { start: number; end: number; next?: { skip: number; top?: number } };

/**
 * Server-driven paging: a page holds at most `pageCap` results; a next link exists only when
 * results remain within the requested `$top` (all of them when there is no `$top`).
 */
export const pageOf = (
  total: number,
  options: { top?: number; skip: number },
  pageCap: number,
): Page => {
  const start = Math.min(options.skip, total);
  const end = options.top === undefined ? total : Math.min(total, options.skip + options.top);
  const pageEnd = Math.min(end, start + pageCap);
  if (pageEnd >= end) return { start, end: pageEnd };
  const top = options.top === undefined ? undefined : options.top - (pageEnd - start);
  return { start, end: pageEnd, next: { skip: pageEnd, top } };
};

/** The absolute URL of the next page: the same options, with `$skip` (or `$skiptoken`) and `$top` moved on. */
export const nextLinkOf = (
  collectionUrl: string,
  query: Readonly<Record<string, unknown>>,
  next: { skip: number; top?: number } | { skipToken: string; top?: number },
): string => {
  const kept = Object.entries(query).filter(
    (entry): entry is [string, string] =>
      typeof entry[1] === 'string' && !['$top', '$skip', '$skiptoken'].includes(entry[0]),
  );
  const moved: [string, string][] = [
    ...(next.top === undefined ? [] : [['$top', String(next.top)] as [string, string]]),
    'skipToken' in next ? ['$skiptoken', next.skipToken] : ['$skip', String(next.skip)],
  ];
  const encode = (text: string) => encodeURIComponent(text).replaceAll('%24', '$');
  return `${collectionUrl}?${[...kept, ...moved].map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&')}`;
};
