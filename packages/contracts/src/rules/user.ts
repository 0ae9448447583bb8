type Named = {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
};

export const fullName = ({ firstName, lastName }: Named): string =>
  [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

/**
 * The name people read for a user, everywhere they read one: the full name, else the username (an
 * invitee, or a user who gave no name).
 */
export const displayName = (user: Named & { username: string }): string =>
  fullName(user) || user.username;

/** First letters of first and last name, else the first letter of the e-mail, else a pair of dashes. */
export const initials = ({ firstName, lastName, email }: Named): string => {
  const fromName = [firstName, lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  if (fromName) return fromName;
  const fromEmail = email?.trim().charAt(0).toUpperCase();
  return fromEmail || '--';
};

/** Initials from the first letters of the words of a full name (supervisor card). */
export const initialsOfName = (name: string | null | undefined): string =>
  (name ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase())
    .join('') || '--';

/**
 * Usernames are NFKC-normalized (full-width `ａｄａ` reads `ada`), trimmed and lowercased as typed;
 * sign-in and recovery look them up the same way.
 */
export const normalizeUsername = (username: string): string =>
  username.normalize('NFKC').trim().toLowerCase();

/**
 * The safe set of a new username, after normalization: ASCII letters a-z, digits 0-9, `.`, `_` and
 * `-`. ASCII only, so no Cyrillic or Greek look-alike, zero-width character or markup gets in.
 */
export const usernamePattern = /^[a-z0-9._-]+$/;

export const isSafeUsername = (username: string): boolean =>
  usernamePattern.test(normalizeUsername(username));

/**
 * Unicode's confusables (UTS #39) within the safe set, applied in this order: a username's skeleton
 * maps each look-alike to one representative, and two usernames with one skeleton are confusable.
 * The database computes the same skeleton (`users.username_skeleton`, unique) from this table.
 */
export const usernameConfusables: readonly (readonly [from: string, to: string])[] = [
  ['0', 'o'],
  ['1', 'l'],
  ['_', '.'],
  ['-', '.'],
  ['rn', 'm'],
  ['vv', 'w'],
  ['cl', 'd'],
];

/** "rn_0" and "m.o" share the skeleton "m.o". */
export const usernameSkeleton = (username: string): string =>
  usernameConfusables.reduce(
    (skeleton, [from, to]) => skeleton.replaceAll(from, to),
    normalizeUsername(username),
  );

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string): boolean => emailPattern.test(value.trim());
