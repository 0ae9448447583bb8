export { PropertyCard, type PropertyCardProps } from './property-card';
export { PropertyDialog } from './lazy-property-dialog';
export type { PropertyDialogProps, BuyerActions } from './property-dialog';
export { PhotoGallery, type PhotoGalleryProps } from './photo-gallery';
export { ListingPhoto, cardPhotoBox, type ListingPhotoProps } from './listing-photo';
export { LikedBadge } from './liked-badge';
export type { RemoveConfirm } from './remove-property-button';
export { AddressNote } from './address-note';
export { ListingAttribution, ListingDisclaimers, listingQuietText } from './listing-attribution';
export { NotForClientsMark } from './not-for-clients-mark';
export { UpdatedAgo } from './updated-ago';
export { ChevronIcon, HeartIcon, HouseIcon, TrashIcon } from '../../components/icons';
export { MlsReport } from './mls-report-tab';
export {
  AiReportTab,
  AiReportDot,
  AiReportIndicator,
  type AiReportAvailability,
} from './ai-report-tab';
export type { HomeThread } from '../model/home-thread';
export { CardEstimate, PriceCutBadge } from './card-cost';
export { useCardReads } from './use-card-reads';
