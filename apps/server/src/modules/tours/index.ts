export { toursRoutes } from './tours.routes';
export { tourTimesOf, unansweredTours, type TourTimes } from './performance.queries';
