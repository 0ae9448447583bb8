import { messages, type RawProperty } from '@rela/contracts';
import { formatAcres, formatNumber, formatPrice, formatText, formatYear } from './format';

type MlsField = keyof typeof messages.ui.property.mlsFields;

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
  (Object.keys(messages.ui.property.mlsFields) as MlsField[]).map((field) => ({
    field,
    label: messages.ui.property.mlsFields[field],
    value: format(field, record),
  }));
