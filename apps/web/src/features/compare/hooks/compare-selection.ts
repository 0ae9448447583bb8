import { useState } from 'react';
import { compareLimits, compareMessages } from '@rela/contracts';

/**
 * The Compare page of 2 to 4 listing keys: `/compare?keys=K1,K2,K3` (ADR 022); from a buyer's
 * homes, `&buyer=` names the buyer, so Back returns to them expanded.
 */
export const comparePath = (listingKeys: readonly string[], buyer?: string) => {
  const keys = `keys=${listingKeys.map(encodeURIComponent).join(',')}`;
  return `/compare?${keys}${buyer ? `&buyer=${encodeURIComponent(buyer)}` : ''}`;
};

export type CompareSelection = {
  /** The checkboxes and the bar are shown. */
  selecting: boolean;
  /** The keys chosen, in the order chosen. */
  keys: readonly string[];
  /** Why the last choice was refused (a fifth home), until the selection changes. */
  refused: string | null;
  start: () => void;
  stop: () => void;
  isSelected: (listingKey: string) => boolean;
  /** Adds or removes a home; a fifth is refused with a hint. */
  toggle: (listingKey: string) => void;
};

/** Choosing 2 to 4 homes to compare, on My Properties or a buyer's homes. */
export const useCompareSelection = (): CompareSelection => {
  const [selecting, setSelecting] = useState(false);
  const [keys, setKeys] = useState<readonly string[]>([]);
  const [refused, setRefused] = useState<string | null>(null);

  const toggle = (listingKey: string) => {
    if (keys.includes(listingKey)) {
      setKeys(keys.filter((key) => key !== listingKey));
      setRefused(null);
    } else if (keys.length >= compareLimits.max) {
      setRefused(compareMessages.tooMany);
    } else {
      setKeys([...keys, listingKey]);
      setRefused(null);
    }
  };

  return {
    selecting,
    keys,
    refused,
    start: () => setSelecting(true),
    stop: () => {
      setSelecting(false);
      setKeys([]);
      setRefused(null);
    },
    isSelected: (listingKey) => keys.includes(listingKey),
    toggle,
  };
};
