export { toursRoutes } from './tours.routes';
