export { buyerHomesRoutes } from './buyer-homes.routes';
export { sendListingKeys, type HomeAdditionsDeps } from './home-additions';
