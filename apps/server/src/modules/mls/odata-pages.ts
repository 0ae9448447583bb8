import { MlsError } from './mls-errors';

export type ODataEntity = Record<string, unknown>;
export type ODataPage = { value: ODataEntity[]; nextLink?: string };

const isEntity = (item: unknown): item is ODataEntity =>
  typeof item === 'object' && item !== null && !Array.isArray(item);

/** A collection answer `{"value": [...], "@odata.nextLink"?: url}`; anything else is a protocol error. */
export const parsePage = (body: unknown): ODataPage => {
  if (typeof body !== 'object' || body === null || !('value' in body)) {
    throw new MlsError('protocol', 'The MLS answered without a value list');
  }
  const { value } = body;
  if (!Array.isArray(value) || !value.every(isEntity)) {
    throw new MlsError('protocol', 'The MLS answered a value that is not a list of entities');
  }
  const next = (body as Record<string, unknown>)['@odata.nextLink'];
  return typeof next === 'string' && next !== '' ? { value, nextLink: next } : { value };
};

/**
 * Where to follow a nextLink: only to a trusted origin (the bearer token goes with it), re-based
 * onto the service root's origin (the MLS may write links with its public URL).
 */
export const nextLinkResolver =
  (serviceRoot: string, trustedOrigins: readonly string[]) =>
  (link: string): string => {
    const root = new URL(serviceRoot);
    const next = new URL(link, root);
    if (!trustedOrigins.includes(next.origin) && next.origin !== root.origin) {
      throw new MlsError('protocol', `The MLS sent a next link to another origin: ${next.origin}`);
    }
    return `${root.origin}${next.pathname}${next.search}`;
  };

/** Every entity of a collection, following `@odata.nextLink` for at most `maxPages` pages. */
export const collectPages = async (
  firstUrl: string,
  fetchPage: (url: string) => Promise<ODataPage>,
  { maxPages, resolveNext }: { maxPages: number; resolveNext: (link: string) => string },
): Promise<ODataEntity[]> => {
  const entities: ODataEntity[] = [];
  let url: string | undefined = firstUrl;
  for (let pages = 0; url !== undefined; pages += 1) {
    if (pages >= maxPages) {
      throw new MlsError('protocol', `The MLS answer had more than ${maxPages} pages`);
    }
    const page: ODataPage = await fetchPage(url);
    entities.push(...page.value);
    url = page.nextLink === undefined ? undefined : resolveNext(page.nextLink);
  }
  return entities;
};
