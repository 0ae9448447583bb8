/** Households' texts (ADR 049, REQ-HOUSEHOLD): My Account, My Buyers, the list, registration. */
export const householdMessages = {
  /** My Account's section, and My Buyers' action on a buyer's row. */
  sectionTitle: "Someone you're buying with",
  sectionIntro:
    'Invite the people you are buying with. You will share one list of homes and your realtor; each of you likes homes for yourself.',
  inviteLabel: 'Their email address',
  invite: 'Send invitation',
  invited: 'Invitation sent.',
  inviteFailed: 'Failed to send the invitation. Please try again.',
  /** 409 `HOUSEHOLD_FULL`. */
  full: (max: number) => `A household has at most ${max} people, invitations included.`,
  pendingInvitation: (email: string) => `Invited: ${email}`,
  members: 'Buying together',
  you: 'You',
  leave: 'Leave this household',
  remove: (name: string) => `Remove ${name} from this household`,
  leaveConfirm:
    'You will have a list of your own again. Your private notes go with you; notes you shared stay with the household.',
  keepCopy: 'Keep a copy of the list, with my likes',
  left: 'You have left the household.',
  removed: (name: string) => `${name} has left the household.`,
  leaveFailed: 'Failed to leave the household. Please try again.',
  /** 409: the last member has no household to leave. */
  lastMember: 'You are the only one in this household.',
  /** The registration page of a household invitation. */
  joining: (names: string) => `You are joining ${names}'s household.`,
  joiningShares:
    'You will share one list of homes and the realtor. Each of you sees who likes which home and the notes written for the household; notes marked Only me stay private.',
  /** Notices: a title and the line under it. */
  joinedNotice: (name: string, household: string) => `${name} joined ${household}'s household.`,
  joinedNoticeBody:
    'The household shares one list of homes; each member likes homes for themselves.',
  leftNotice: (name: string) => `${name} left your household.`,
  leftNoticeBody: 'The homes stay on the list; their likes and private notes went with them.',
  removedNoticeBody: 'It is gone from the list for everyone in the household.',
  clearedNoticeBody: 'They are gone from the list for everyone in the household.',
  /** My Properties. */
  bothLike: 'Both like',
  allLike: 'Everyone likes',
  whereYouDiffer: 'Where you differ',
  noneBothLike: 'No home is liked by all of you yet.',
  noneDiffer: 'You agree on every home you have liked.',
  removeForEveryone: 'Remove it for everyone?',
  removeForEveryoneText: (names: string) =>
    `${names} will no longer see this home on your list either.`,
  removedByOther: (name: string, address: string) => `${name} removed ${address} from your list.`,
  /** One removal of several homes (Rela's clear): one notice. */
  clearedByOther: (name: string, count: number) => `${name} removed ${count} homes from your list.`,
} as const;
