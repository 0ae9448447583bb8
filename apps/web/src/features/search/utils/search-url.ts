import {
  listingSearchQuerySchema,
  type ListingSearchQuery,
  type SearchBox,
  type SearchPropertyType,
  type SearchSort,
  type SearchStatus,
} from '@rela/contracts';

/** The filters a person sets on /search; the URL holds them (the call's own parameter names). */
export type SearchFilters = {
  q?: string;
  city?: string;
  postalCode?: string;
  minPrice?: number;
  maxPrice?: number;
  minBeds?: number;
  minBaths?: number;
  /** Under the caller's cost defaults, whole dollars a month (REQ-COST-SEARCH). */
  maxMonthlyCost?: number;
  /** The price was lowered in the last 7 or 30 days. */
  priceReducedWithinDays?: ListingSearchQuery['priceReducedWithinDays'];
  propertyType?: SearchPropertyType[];
  status?: SearchStatus[];
  bbox?: SearchBox;
  sort?: SearchSort;
  page?: number;
};

/** One parameter of the URL the search cannot read, and why. */
export type SearchProblem = { name: string; message: string };

export type ReadSearch =
  | { ok: true; filters: SearchFilters; query: ListingSearchQuery }
  | { ok: false; problems: SearchProblem[] };

const single = [
  'q',
  'city',
  'postalCode',
  'minPrice',
  'maxPrice',
  'minBeds',
  'minBaths',
  'maxMonthlyCost',
  'priceReducedWithinDays',
] as const;
const repeated = ['propertyType', 'status'] as const;
const rest = ['bbox', 'sort', 'page'] as const;
/** Every parameter the page reads, in the order it writes them. */
export const searchParamNames = [...single, ...repeated, ...rest] as const;

/**
 * The search a URL holds, read with the call's own schema: a link the server would refuse is
 * refused here first, naming each parameter. Unknown parameters are ignored; an empty one is unset.
 */
export const readSearch = (params: URLSearchParams): ReadSearch => {
  const raw: Record<string, string | string[]> = {};
  for (const name of searchParamNames) {
    const values = params.getAll(name).filter((value) => value.trim() !== '');
    const [first] = values;
    if (first === undefined) continue;
    raw[name] = (repeated as readonly string[]).includes(name) ? values : first;
  }
  const parsed = listingSearchQuerySchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => ({
      name: String(issue.path[0] ?? 'search'),
      message: issue.message,
    }));
    const seen = new Set<string>();
    return {
      ok: false,
      problems: problems.filter(({ name }) => !seen.has(name) && seen.add(name)),
    };
  }
  const query = parsed.data;
  const filters: SearchFilters = {};
  for (const name of [...single, ...repeated, 'bbox'] as const) {
    if (query[name] !== undefined && name in raw) Object.assign(filters, { [name]: query[name] });
  }
  if ('sort' in raw) filters.sort = query.sort;
  if (query.page > 1) filters.page = query.page;
  return { ok: true, filters, query };
};

const numberText = (value: number) => String(value);

/** The URL parameters of a search: only what is set, defaults left out, in a stable order. */
export const writeSearch = (filters: SearchFilters): URLSearchParams => {
  const params = new URLSearchParams();
  for (const name of single) {
    const value = filters[name];
    if (value === undefined || value === '') continue;
    params.set(name, typeof value === 'number' ? numberText(value) : value);
  }
  for (const name of repeated) for (const value of filters[name] ?? []) params.append(name, value);
  if (filters.bbox) params.set('bbox', filters.bbox.map((degrees) => degrees.toFixed(5)).join(','));
  if (filters.sort && filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page && filters.page > 1) params.set('page', numberText(filters.page));
  return params;
};

/** The filters with some changed: any change but the page's goes back to the first page. */
export const withFilters = (filters: SearchFilters, change: Partial<SearchFilters>) => {
  const next: SearchFilters = { ...filters, ...change };
  if (!('page' in change)) delete next.page;
  for (const name of Object.keys(next) as (keyof SearchFilters)[]) {
    const value = next[name];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) delete next[name];
  }
  return next;
};

/** How many filters beyond the location are set (the phone's Filters button shows it). */
export const activeFilterCount = (filters: SearchFilters) =>
  (
    [
      'minPrice',
      'maxPrice',
      'minBeds',
      'minBaths',
      'maxMonthlyCost',
      'priceReducedWithinDays',
      'propertyType',
      'status',
    ] as const
  ).filter((name) => filters[name] !== undefined).length;
