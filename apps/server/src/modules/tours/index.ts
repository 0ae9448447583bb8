export { toursRoutes } from './tours.routes';
export {
  type TourNewsListener,
  type TourRequestedListener,
  type VerdictNoteWriter,
} from './tours.service';
