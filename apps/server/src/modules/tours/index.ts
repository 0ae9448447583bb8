export { toursRoutes } from './tours.routes';
export { toursOfRows, unansweredTours, type RowTours } from './performance.queries';
