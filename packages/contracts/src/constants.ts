/** Business constants of docs/requirements.md, in one place. */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const timing = {
  sessionCheckIntervalMs: 60 * SECOND,
  refreshWindowMs: 5 * MINUTE,
  mainApiTimeoutMs: 30 * SECOND,
  logoutTimeoutMs: 10 * SECOND,
  chatTimeoutMs: 5 * SECOND,
  chatUpdateTimeoutMs: 10 * SECOND,
  chatLogoutTimeoutMs: 5 * SECOND,
  imageUploadTimeoutMs: 30 * SECOND,
  chatConnectFailureMs: 10 * SECOND,
  chatPollMs: 2 * SECOND,
  chatReplyWaitMs: 30 * SECOND,
  propertyRefreshDebounceMs: 5 * SECOND,
  /** Chat auto-scroll (REQ-CHAT-SCROLL): on opening the panel, after connecting, after a message. */
  chatScrollOnOpenMs: 300,
  chatScrollOnConnectMs: 500,
  chatScrollOnMessageMs: 50,
  resendCooldownMs: 60 * SECOND,
  postLoginChatFailureRedirectMs: 2 * SECOND,
  postRegistrationRedirectMs: 2 * SECOND,
  keysRefreshThrottleMs: 5 * SECOND,
  reportTimeoutMs: 30 * SECOND,
  addressSearchTimeoutMs: 15 * SECOND,
  /** Budget of one MLS call of the server (properties, media), retries included. */
  mlsTimeoutMs: 30 * SECOND,
  /** The add user dialog closes this long after a successful invitation (REQ-INVITE-DIALOG). */
  inviteDialogCloseMs: 1.5 * SECOND,
  /** The list is refreshed this long after an invitation: buyers, then realtors and leads. */
  inviteRefreshBuyersMs: 0.5 * SECOND,
  inviteRefreshTeamMs: 2 * SECOND,
  /** The list is refreshed this long after a deletion: a buyer, then a realtor or lead. */
  deleteBuyerRefreshMs: 1.5 * SECOND,
  deleteRealtorRefreshMs: 3 * SECOND,
  /** A removed or cleared home can be put back this long (the list's toast, Rela's Undo). */
  undoWindowMs: 30 * SECOND,
  /** The server still honours an Undo sent this long after the window, for the network's time. */
  undoGraceMs: 5 * SECOND,
  /**
   * A shared note's e-mail waits this long, so that the notes written to one person within it go
   * in one e-mail and an edit made in it is what the e-mail says (REQ-NOTES-EMAIL).
   */
  noteEmailBatchMs: MINUTE,
  /** Rela waits this long for the yes or no to a question such as "Clear 12 homes?". */
  confirmWindowMs: 2 * MINUTE,
  /**
   * The notices' stream (REQ-ALERT-LIVE, ADR 040): a comment line this often keeps proxies from
   * closing it; a stream silent for twice as long is taken for lost and opened again.
   */
  noticeStreamHeartbeatMs: 15 * SECOND,
  /** A stream ends after this long, and the web app opens the next with its current token. */
  noticeStreamMaxAgeMs: 15 * MINUTE,
  /**
   * An `unread` e-mail (ADR 052) waits this long: a notice read in the app or taken by a device's
   * push in that time is not e-mailed (REQ-PUSH-NO-ECHO).
   */
  unreadEmailDelayMs: 10 * MINUTE,
  /** A lost stream is opened again after this long, doubling on each failure up to the most. */
  noticeStreamRetryMs: 1 * SECOND,
  noticeStreamRetryMaxMs: 60 * SECOND,
  /** The longest `/update_dashboard?wait=` holds its answer for a reply under way (under chatUpdateTimeoutMs). */
  chatReplyHoldMs: 8 * SECOND,
} as const;

export const tokens = {
  accessTokenTtlSeconds: 3600,
  refreshAbsoluteRememberMs: 30 * DAY,
  refreshAbsoluteSessionMs: 12 * HOUR,
  refreshIdleRememberMs: 14 * DAY,
  refreshIdleSessionMs: 2 * HOUR,
  /** A refresh token rotated less than this long ago may be presented once more (two tabs). */
  refreshGraceMs: 10 * SECOND,
  temporaryPasswordTtlMs: 7 * DAY,
  registrationChallengeTtlMs: 10 * MINUTE,
  invitationTtlMs: 7 * DAY,
  /** The assistant's own bearer token (obtained by login or by exchanging a main access token). */
  assistantTokenTtlSeconds: 3600,
} as const;

export const verificationCodes = {
  length: 6,
  ttlMs: 10 * MINUTE,
  maxAttempts: 5,
} as const;

export const lockout = {
  /** Failures on one account before the first temporary lockout. */
  threshold: 5,
  baseSeconds: 30,
  maxSeconds: 15 * 60,
  /** Failures are forgotten this long after the first one (a lockout is never permanent). */
  failureMemorySeconds: 24 * 60 * 60,
} as const;

export const limits = {
  passwordMinLength: 8,
  passwordMaxLength: 256,
  usernameMaxLength: 128,
  nameMaxLength: 100,
  emailMaxLength: 254,
  phoneMaxDigitsWhileTyping: 11,
  phoneFormattedMinLength: 14,
  smsMessagesPerMonth: 4,
  minimumAge: 18,
  cropZoomMin: 1,
  cropZoomMax: 3,
  cropZoomStep: 0.1,
  jpegQuality: 0.95,
  /** Profile photos (REQ-SEC-IMAGES): 413 beyond the size; refused before decoding beyond the pixels. */
  profileImageMaxBytes: 10 * 1024 * 1024,
  profileImageMaxPixels: 40_000_000,
  /** The longest side of a stored profile photo; larger uploads are scaled down. */
  profileImageMaxSide: 1024,
  chatPanelMaxWidthPx: 384,
  chatPanelMaxHeightPx: 520,
  buyerPreviewCount: 6,
  dialogThumbnails: 4,
  swipeThresholdMousePx: 100,
  swipeThresholdTouchPx: 80,
  propertyBatchSize: 10,
  mediaBatchSize: 20,
  addressSearchTop: 10,
  imagesPerListingBatch: 5,
  imagesPerListingDialog: 100,
  /** Longest chat message a user may send; longer is a 400. */
  chatInputMaxLength: 2000,
  /** Longest street address Rela reads in a chat message (or a model's tool call). */
  chatAddressMaxLength: 200,
  /** Chat messages one user may send per minute (429 beyond). */
  chatMessagesPerMinute: 30,
  /** Newest messages `/update_dashboard` answers, oldest first. */
  chatHistoryLimit: 200,
  /** Notes one person may write per minute, in all threads (429 beyond; REQ-NOTES-LIMITS). */
  notesPerMinute: 20,
  /** Notes of a thread one page answers (newest page first; older ones by `before`). */
  noteThreadPage: 50,
  /** Notices' streams one user may hold open on one server (429 beyond; the bell polls instead). */
  noticeStreamsPerUser: 6,
  /** Devices one user may get pushes on; a new one beyond drops the least recently used (ADR 052). */
  pushDevicesPerUser: 10,
  /** Saved searches one buyer may have, whoever saved them (REQ-SAVED-SEARCH-CAP); 409 beyond. */
  savedSearchesPerBuyer: 50,
} as const;

/** Ranking of duplicate listings by status (REQ-MLS-DUPLICATES). */
export const statusRank: Readonly<Record<string, number>> = {
  Active: 5,
  Pending: 4,
  'Active Under Contract': 3,
  'Coming Soon': 2,
};

/** The AI report's timing (REQ-AI-REPORT-REQUEST; ADR 006). */
export const reportTiming = {
  /** A report-file URL is valid this long after the lookup signed it. */
  fileUrlTtlMs: 15 * MINUTE,
  /** The AI Report tab looks again this often while a report is being generated. */
  pollMs: 5 * SECOND,
  /** REPORT_MIN_SECONDS by default: the floor of a generation, small so that a demo does not wait. */
  defaultMinSeconds: 5,
} as const;
