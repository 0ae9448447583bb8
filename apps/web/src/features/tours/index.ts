export { ToursPage } from './tours-page';
