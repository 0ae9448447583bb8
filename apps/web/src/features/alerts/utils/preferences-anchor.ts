/** The preferences section's anchor on /account: the bell panel's "Notification settings" link lands there. */
export const preferencesAnchor = 'notifications';
