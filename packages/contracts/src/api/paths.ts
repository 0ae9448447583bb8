/** Paths of the main API, relative to its prefix. */
export const API_PREFIX = '/api';
export const ASSISTANT_PREFIX = '/assistant';

export const apiPaths = {
  health: '/health',
  ready: '/ready',
  docs: '/docs',
  login: '/login',
  refreshAccessToken: '/refresh-access-token',
  logout: '/logout',
  myAccountInfo: '/my-account-info',
  usersMe: '/users/me',
  /** My Account, behind sign-in: e-mail and phone changes with codes, the photo, the password. */
  updateEmail: '/dashboard/update-email',
  confirmEmail: '/dashboard/confirm-email',
  updatePhoneNumber: '/dashboard/update-phone-number',
  confirmPhoneNumber: '/dashboard/confirm-phone-number',
  resendVerification: '/resend-verification',
  getImageProfile: '/:product/get-image-profile',
  uploadImageProfile: '/:product/upload-image-profile',
  /** A profile photo's bytes: public, unguessable server-made names (an `<img>` sends no bearer token). */
  profileImage: '/:product/profile-images/:fileName',
  /** The Reset Password modal: a code to the signed-in user's e-mail, then code and new password. */
  sendPasswordChangeCode: '/dashboard/send-password-change-code',
  changePassword: '/dashboard/change-password',
  /** Public: the link an e-mail change sends to the old address restores it (7 days, single use). */
  undoEmailChange: '/undo-email-change',
  /** Inbound text messages from the SMS provider (STOP, START, HELP); needs SMS_INBOUND_SECRET. */
  smsInbound: '/sms/inbound',
  completeUserRegistration: '/complete-user-registration',
  forgotPassword: '/forgot-password',
  confirmNewPassword: '/confirm-new-password',
  forgotUsername: '/forgot-username',
  completeRegistration: '/dashboard/complete-registration',
  getInviteInfo: '/dashboard/get-invite-info',
  verifySignupRequest: '/dashboard/verify-signup-request',
  /** The team, behind sign-in. */
  inviteUser: '/dashboard/invite-user',
  getUsers: '/dashboard/get-users',
  mySupervisorInfo: '/dashboard/my-supervisor-info',
  deleteUser: '/:product/users',
  /** MLS photos and raw records, behind sign-in; `:product` is the server's PRODUCT_SLUG. */
  listingImages: '/:product/listings/:listingKey/images',
  listingsImages: '/:product/listings/images',
  listingsProperties: '/:product/listings/properties',
  /** A buyer's homes (listing keys and liked flags), behind sign-in. */
  myListingKeys: '/:product/my-listing-keys',
  myListingKey: '/:product/my-listing-keys/:listingKey',
  buyerListingKeys: '/:product/buyers/:username/listing-keys',
  likeProperty: '/:product/properties/liked/:listingKey',
  unlikeProperty: '/:product/properties/unliked/:listingKey',
  /** Puts back the homes of one removal (a remove or a clear) within `timing.undoWindowMs`. */
  undoRemoval: '/:product/my-listing-keys/removals/:undoToken/undo',
  /** The AI report: ask for one, look it up, and its files behind signed, short-lived URLs. */
  generateReport: '/:product/generate-report',
  aiReport: '/report/ai/:listingKey',
  reportFile: '/report/files/:listingKey/:fileName',
} as const;

/** Paths of the assistant API (REQ-CHAT-API), relative to ASSISTANT_PREFIX. */
export const assistantPaths = {
  health: '/health',
  login: '/login',
  register: '/register',
  chat: '/chat',
  updateDashboard: '/update_dashboard',
} as const;

/** The `:product` of `apiPaths` when PRODUCT_SLUG / VITE_PRODUCT_SLUG is not set. */
export const defaultProductSlug = 'rela';

/** Paths that never carry a bearer token and whose 401 never logs anyone out (REQ-SESSION-401). */
export const publicApiPaths: readonly string[] = [
  apiPaths.login,
  apiPaths.forgotPassword,
  apiPaths.confirmNewPassword,
  apiPaths.completeRegistration,
  apiPaths.getInviteInfo,
  apiPaths.verifySignupRequest,
  apiPaths.refreshAccessToken,
  apiPaths.forgotUsername,
  apiPaths.completeUserRegistration,
  apiPaths.undoEmailChange,
];

/** The web app sends this header so the refresh token travels only as an HttpOnly cookie. */
export const SESSION_TRANSPORT_HEADER = 'x-session-transport';
export const SESSION_TRANSPORT_COOKIE = 'cookie';
export const REFRESH_COOKIE = 'rela_refresh';
