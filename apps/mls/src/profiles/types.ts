import type { Delisting } from '../resources/store';

/**
 * The ways real RESO providers differ, so the server's client is tested against each of them.
 */
export type EnumStyle =
  /** Multi-valued lookups as JSON arrays of strings (RESO DD 2.0 `Collection(Edm.String)`). */
  | 'array'
  /** Multi-valued lookups as one comma-separated string, like OData enum flags: `"Forced Air,Natural Gas"`. */
  | 'flags'
  /** Every lookup as a plain display string, multi-values joined with ", ": `"Forced Air, Natural Gas"`. */
  | 'string';

/**
 * How lookup values go over the wire: the Data Dictionary's lookup names (`ActiveUnderContract`,
 * `ForcedAir`), or their display names (`Active Under Contract`), as some providers send them.
 */
export type LookupValues = 'names' | 'display';

export type ProviderProfile = {
  name: string;
  lookupValues: LookupValues;
  /** Largest page the server sends; a larger `$top` is cut to it and paged with `@odata.nextLink`. */
  pageCap: number;
  enumStyle: EnumStyle;
  /** Whether `contains`, `startswith`, `endswith` and `tolower` are supported (else 501 NotImplemented). */
  stringFunctions: boolean;
  /** Most `or` operators one `$filter` may hold (else 400); null for no limit. */
  maxOrClauses: number | null;
  /** Added to every answer, in ms. */
  latencyMs: number;
  /** Every n-th request answers 429 with Retry-After (0: never). */
  throttleEvery: number;
  /** How a listing that left the market shows: gone, `StandardStatus` 'Delete', or `MlgCanView` false. */
  delisting: Delisting;
  /** Whether every `/odata` collection request must filter on `OriginatingSystemName eq '...'`. */
  requiresOriginatingSystem: boolean;
};
