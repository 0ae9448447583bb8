import { compareLimits, listingKeyPattern } from '@rela/contracts';

/**
 * The listing keys of `/compare?keys=K1,K2,K3`: distinct, well-formed, 2 to 4 of them; `null`
 * for anything else (the page then asks for 2 to 4 homes).
 */
export const parseCompareKeys = (value: string | null): string[] | null => {
  if (!value) return null;
  const keys = [...new Set(value.split(',').map((key) => key.trim()))].filter(Boolean);
  if (keys.length < compareLimits.min || keys.length > compareLimits.max) return null;
  return keys.every((key) => listingKeyPattern.test(key)) ? keys : null;
};
