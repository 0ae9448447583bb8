import { parseArgs } from 'node:util';
import {
  isEmail,
  isSafeUsername,
  limits,
  normalizeUsername,
  registrationMessages,
  type Role,
  roles,
} from '@rela/contracts';
import type { NewUser } from '../modules/recovery';

export const createUserUsage = `Usage: npm run user:create -- --role <role> --username <username> --email <email>
         --first-name <first name> --last-name <last name> [--supervisor <username>]

Creates a user with a temporary password (valid 7 days), prints it and e-mails it with the
username through the outbox. The user chooses a password at the first sign-in.
Roles: ${roles.join(', ')}.`;

export type ParsedArgs =
  { kind: 'user'; user: NewUser } | { kind: 'help' } | { kind: 'invalid'; problems: string[] };

const options = {
  role: { type: 'string' },
  username: { type: 'string' },
  email: { type: 'string' },
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
  supervisor: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const isRole = (value: string): value is Role => (roles as readonly string[]).includes(value);

const name = (label: string, value: string | undefined, problems: string[]) => {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) problems.push(`${label} is required.`);
  else if (trimmed.length > limits.nameMaxLength)
    problems.push(`${label} may have at most ${limits.nameMaxLength} characters.`);
  return trimmed;
};

/** Reads and checks the command line; every problem is listed at once. */
export const parseCreateUserArgs = (argv: string[]): ParsedArgs => {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options, strict: true, allowPositionals: false }));
  } catch (error) {
    return { kind: 'invalid', problems: [error instanceof Error ? error.message : String(error)] };
  }
  if (values.help) return { kind: 'help' };
  const problems: string[] = [];
  const role = values.role?.trim() ?? '';
  if (!role) problems.push('--role is required.');
  else if (!isRole(role)) problems.push(`--role must be one of ${roles.join(', ')}.`);
  const username = normalizeUsername(values.username ?? '');
  if (!username) problems.push('--username is required.');
  else if (username.length > limits.usernameMaxLength)
    problems.push(`--username may not exceed ${limits.usernameMaxLength} characters.`);
  else if (!isSafeUsername(username)) problems.push(registrationMessages.usernameCharacters);
  const email = values.email?.trim() ?? '';
  if (!email) problems.push('--email is required.');
  else if (!isEmail(email) || email.length > limits.emailMaxLength)
    problems.push(`--email "${email}" is not a valid e-mail address.`);
  const firstName = name('--first-name', values['first-name'], problems);
  const lastName = name('--last-name', values['last-name'], problems);
  const supervisor =
    values.supervisor === undefined ? undefined : normalizeUsername(values.supervisor);
  if (supervisor === '') problems.push('--supervisor may not be empty.');
  if (role === 'company-owner' && supervisor !== undefined)
    problems.push('A company-owner has no supervisor; leave out --supervisor.');
  if (problems.length > 0 || !isRole(role)) return { kind: 'invalid', problems };
  return {
    kind: 'user',
    user: { role, username, email, firstName, lastName, ...(supervisor ? { supervisor } : {}) },
  };
};
