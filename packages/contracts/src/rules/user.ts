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

/** Usernames are trimmed and lowercased as typed. */
export const normalizeUsername = (username: string): string => username.trim().toLowerCase();

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string): boolean => emailPattern.test(value.trim());
