import { bathsLabel, bedsLabel, type Listing, type RawProperty } from '@rela/contracts';
import { labels } from '../../lib/labels';
import { dashboardMessages } from '../../lib/web-texts';

/** The fallback for every missing value (REQ-FALLBACK-NA). */
export const notAvailable = dashboardMessages.notAvailable;

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const known = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Whole US dollars: `$1,250,000`. */
export const formatPrice = (value: number | null | undefined) =>
  known(value) ? dollars.format(Math.round(value)) : notAvailable;

/** A count or an area with thousands separators: `2,150`. */
export const formatNumber = (value: number | null | undefined) =>
  known(value) ? grouped.format(value) : notAvailable;

/** A year, as written: `1998`. */
export const formatYear = (value: number | null | undefined) =>
  known(value) ? String(Math.trunc(value)) : notAvailable;

/** Acres with 2 decimals: `0.25`. */
export const formatAcres = (value: number | null | undefined) =>
  known(value) ? twoDecimals.format(value) : notAvailable;

/** Free text or a list of lookup values; empty is N/A. */
export const formatText = (value: string | readonly string[] | null | undefined) => {
  const text = typeof value === 'string' ? value.trim() : (value ?? []).join(', ');
  return text.length > 0 ? text : notAvailable;
};

/** `UnparsedAddress, City, StateOrProvince PostalCode`, leaving out the parts that are missing. */
export const addressLine = (
  listing: Pick<Listing, 'address' | 'city' | 'state' | 'zipCode'>,
): string => {
  const region = [listing.state, listing.zipCode].filter(Boolean).join(' ');
  const parts = [listing.address, listing.city, region].filter((part) => part && part.trim());
  return parts.length > 0 ? parts.join(', ') : notAvailable;
};

/** The address line of a raw record. */
export const recordAddress = (record: RawProperty) =>
  addressLine({
    address: record.UnparsedAddress,
    city: record.City,
    state: record.StateOrProvince,
    zipCode: record.PostalCode,
  });

/**
 * The card's `{beds} beds, {baths} baths • {sqft} sqft`, each value falling back to N/A, one bed
 * or bath in the singular; baths are the dialog's full-plus-half figure (ADR 014).
 */
export const detailsLine = (listing: Pick<Listing, 'bedrooms' | 'bathrooms' | 'size'>) =>
  labels.property.details(
    bedsLabel(listing.bedrooms),
    bathsLabel(listing.bathrooms),
    formatNumber(listing.size),
  );
