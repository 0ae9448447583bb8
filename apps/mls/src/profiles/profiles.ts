import type { ProviderProfile } from './types';

export type ProfileName = 'default' | 'bridge' | 'trestle' | 'spark' | 'mlsgrid';

const calm = { latencyMs: 0, throttleEvery: 0, requiresOriginatingSystem: false } as const;

/**
 * Provider profiles: the embedded MLS behaving the ways real RESO providers are known to differ.
 * Each is an approximation named after the provider that inspired it, for testing the client;
 * none is a claim about that provider's actual limits, which change and differ per plan.
 * Latency and 429 injection are off in all of them; set `latencyMs`/`throttleEvery` to try them.
 * A listing that leaves the market drops out of the feed (`remove`), turns `StandardStatus` 'Delete'
 * (`status`) or keeps its row with `MlgCanView` false (`flag`), as the provider does it.
 */
export const providerProfiles: Readonly<Record<ProfileName, ProviderProfile>> = {
  /** The embedded default: a generous, standard-conforming server. */
  default: {
    name: 'default',
    lookupValues: 'names',
    delisting: 'remove',
    pageCap: 200,
    enumStyle: 'array',
    stringFunctions: true,
    maxOrClauses: null,
    ...calm,
  },
  /** Pages of 200, arrays, string functions, a loose limit on `or`s. */
  bridge: {
    name: 'bridge',
    lookupValues: 'names',
    delisting: 'remove',
    pageCap: 200,
    enumStyle: 'array',
    stringFunctions: true,
    maxOrClauses: 50,
    ...calm,
  },
  /** Large pages, multi-valued lookups as comma-joined lookup names (`"ForcedAir,NaturalGas"`). */
  trestle: {
    name: 'trestle',
    lookupValues: 'names',
    delisting: 'remove',
    pageCap: 1000,
    enumStyle: 'flags',
    stringFunctions: true,
    maxOrClauses: null,
    ...calm,
  },
  /** Small pages, every lookup value as its display name (multi-values joined), no string functions. */
  spark: {
    name: 'spark',
    lookupValues: 'display',
    delisting: 'status',
    pageCap: 25,
    enumStyle: 'string',
    stringFunctions: false,
    maxOrClauses: null,
    ...calm,
  },
  /**
   * Large pages, arrays, no string functions, a tight limit on `or`s, and every Property query must
   * name its `OriginatingSystemName` (the server sends `MLS_ORIGINATING_SYSTEM`; `npm start` sets
   * it to the embedded 'RelaMLS' with this profile).
   */
  mlsgrid: {
    name: 'mlsgrid',
    lookupValues: 'names',
    pageCap: 1000,
    enumStyle: 'array',
    stringFunctions: false,
    maxOrClauses: 5,
    ...calm,
    delisting: 'flag',
    requiresOriginatingSystem: true,
  },
};

export const profileNames = Object.keys(providerProfiles) as ProfileName[];
