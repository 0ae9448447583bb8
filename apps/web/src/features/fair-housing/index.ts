export { FairHousingPage } from './fair-housing-page';
