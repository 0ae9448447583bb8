import { formatListingPhone, type RawProperty } from '@rela/contracts';
import {
  formatAcres,
  formatNumber,
  formatPrice,
  formatText,
  formatYear,
  notAvailable,
} from './format';
import { labels } from '../../lib/labels';

type MlsField = keyof typeof labels.property.mlsFields;

const format = (field: MlsField, record: RawProperty): string => {
  switch (field) {
    case 'ListPrice':
    case 'TaxAnnualAmount':
      return formatPrice(record[field]);
    case 'LotSizeAcres':
      return formatAcres(record[field]);
    case 'YearBuilt':
      return formatYear(record[field]);
    case 'Stories':
    case 'LivingArea':
    case 'LotSizeSquareFeet':
    case 'BedroomsTotal':
    case 'BathroomsFull':
    case 'BathroomsHalf':
    case 'GarageSpaces':
    case 'FireplacesTotal':
      return formatNumber(record[field]);
    default:
      return formatText(record[field]);
  }
};

/** The MLS Report tab's 28 rows in their fixed order (REQ-MLS-REPORT-TAB): label and formatted value (N/A if missing). */
export const mlsReportRows = (record: RawProperty) =>
  (Object.keys(labels.property.mlsFields) as MlsField[]).map((field) => ({
    field,
    label: labels.property.mlsFields[field],
    value: format(field, record),
  }));

type FactField = Exclude<keyof typeof labels.property.mlsListingFacts, 'heading'>;

const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** A `YYYY-MM-DD` day as written (`Nov 21, 2026`); N/A when missing or unreadable. */
export const formatDay = (value: string | null | undefined) => {
  const time = value ? Date.parse(`${value.slice(0, 10)}T12:00:00Z`) : Number.NaN;
  return Number.isNaN(time) ? notAvailable : dateOnly.format(time);
};

/** An instant's day in the reader's time zone; N/A when missing or unreadable. */
const formatInstantDay = (value: string | null | undefined) => {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? notAvailable : dateTime.format(time);
};

const formatFact = (field: FactField, record: RawProperty): string => {
  switch (field) {
    case 'OriginalListPrice':
    case 'PreviousListPrice':
    case 'ClosePrice':
      return formatPrice(record[field]);
    case 'AssociationFee': {
      const fee = formatPrice(record.AssociationFee);
      const frequency = record.AssociationFeeFrequency;
      return fee !== notAvailable && frequency ? `${fee} ${frequency}` : fee;
    }
    case 'PriceChangeTimestamp':
    case 'StatusChangeTimestamp':
      return formatInstantDay(record[field]);
    case 'CloseDate':
      return formatDay(record.CloseDate);
    case 'DaysOnMarket':
      return formatNumber(record.DaysOnMarket);
    case 'ListOfficePhone':
    case 'ListAgentDirectPhone': {
      // Written as the attribution writes it: (919) 555-0100, whatever the MLS sent.
      const phone = record[field]?.trim();
      return phone ? formatListingPhone(phone) : notAvailable;
    }
    default:
      return formatText(record[field]);
  }
};

/**
 * The MLS Report's listing facts (REQ-MLS-DD2): label and formatted value, N/A if missing; the
 * close date and price only for a Closed listing.
 */
export const mlsListingFactRows = (record: RawProperty) => {
  const { heading: _heading, ...facts } = labels.property.mlsListingFacts;
  const closed = record.StandardStatus === 'Closed';
  return (Object.keys(facts) as FactField[])
    .filter((field) => closed || (field !== 'CloseDate' && field !== 'ClosePrice'))
    .map((field) => ({ field, label: facts[field], value: formatFact(field, record) }));
};
