import { type RawProperty } from '@rela/contracts';
import { formatAcres, formatNumber, formatPrice, formatText, formatYear } from './format';
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
