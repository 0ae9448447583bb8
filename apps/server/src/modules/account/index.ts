/**
 * The account module's face (ADR 044): the My Account calls, and where a password-reset code goes
 * while an e-mail change can be undone (the recovery module is handed it by app.ts).
 */
export { accountRoutes } from './account.routes';
export type { AccountRoutesDeps } from './signed-in-scope';
export { passwordResetAddress } from './email-change-undo.service';
