import type { Utterance } from './tool';

/** The home an utterance names: its first address, or nothing (then "it", the last home). */
export const listingRefOf = (utterance: Utterance, index = 0) => {
  const address = utterance.addresses[index];
  return address ? { address } : {};
};

/** The buyer an utterance names, if any. */
export const buyerOf = (utterance: Utterance) =>
  utterance.buyer ? { buyer: utterance.buyer } : {};

/** The utterance names a home: by address, or as "it" / "this home". */
export const namesAHome = (utterance: Utterance) =>
  utterance.addresses.length > 0 || utterance.refersToLast;
