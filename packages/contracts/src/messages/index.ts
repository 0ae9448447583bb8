/**
 * The message catalogue: every user-facing text the server and the web app share (docs/requirements.md),
 * written once, one named export per area so a bundle takes only the areas it uses. Labels only the
 * web app shows live in apps/web/src/lib/labels.ts and web-texts.ts.
 */
export { signInMessages } from './sign-in';
export { forgotUsernameMessages } from './forgot-username';
export { passwordResetMessages } from './password-reset';
export { registrationMessages } from './registration';
export { invitationLinkMessages } from './invitation-link';
export { resetModalMessages } from './reset-modal';
export { chatMessages } from './chat';
export { listingFactsMessages } from './listing-facts';
export { assistantMessages } from './assistant';
export { accountMessages } from './account';
export { propertiesMessages } from './properties';
export { reportsMessages } from './reports';
export { compareMessages } from './compare';
export { teamMessages } from './team';
export { serverMessages } from './server';
export { searchMessages } from './search';
export { alertMessages } from './alerts';
export { savedSearchLabels, savedSearchMessages } from './saved-searches';
export { alertEmailMessages, deliverySkipReasons, type UnsubscribeTopic } from './alert-emails';
export { notesMessages } from './notes';
export { activityMessages } from './activity';
export { tourMessages } from './tours';
export { complianceMessages } from './compliance';
export { householdMessages } from './household';
export { fairHousingMessages } from './fair-housing';
export { costMessages } from './costs';
export { pushMessages } from './push';
export { teamPerformanceMessages } from './team-performance';
