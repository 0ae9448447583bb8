/**
 * The buyer's homes module's face (ADR 044): its routes, the send of homes (an approved suggestion
 * is one), and the calls on a buyer's list that Rela's tools and the demo seed make.
 */
export { buyerHomesRoutes } from './buyer-homes.routes';
export { sendListingKeys, type HomeAdditionsDeps } from './home-additions';
export { addHomes, listBuyerHomes, listingKeysOnLists, setHomeLiked } from './buyer-homes.queries';
export { removeUndoably, undoExpiresAt, undoRemoval } from './home-removals';
export { demoHomes } from './demo-homes';
export { householdCopySubscriber } from './household-copy';
