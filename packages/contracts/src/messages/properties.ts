export const propertiesMessages = {
  loadingUser: 'Loading user information...',
  loading: 'Loading properties...',
  loadError: (error: string) => `Error loading properties: ${error}`,
  none: 'No properties assigned.',
  unknownRole: (role: string) => `Unknown user role: ${role}`,
  noLongerAvailable: 'Property no longer available.',
  /** A home the MLS no longer has, named in words rather than by its listing key (REQ-CARD). */
  goneHome: 'A home no longer listed',
  goneHint: 'Its listing has left the MLS, so its details can no longer be shown.',
  lock: 'Lock property',
  unlock: 'Unlock property',
  remove: 'Remove property',
  removeConfirm:
    'Are you sure you want to remove this property from your account? This action cannot be undone.',
  removeButton: 'Remove Property',
  removing: 'Removing...',
  listingKeysFailed: 'Failed to fetch listing keys',
  notFound: 'Property not found',
  /** The list's toast after a removal, with Undo for 30 seconds (REQ-HOMES-UNDO). */
  removedToast: (address: string) => `Removed ${address}`,
  undo: 'Undo',
  undoing: 'Undoing...',
  undoExpired: 'Too late to undo: a removal can be undone for 30 seconds.',
  dismiss: 'Dismiss',
  noData: 'No property data found or the data format is invalid.',
} as const;
