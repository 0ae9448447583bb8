import { Input, type InputProps } from './input';

/** A username field: the browser's saved usernames, no capitals or spelling fixes on phones. */
export const UsernameInput = (props: Omit<InputProps, 'name' | 'autoComplete'>) => (
  <Input
    name="username"
    autoComplete="username"
    autoCapitalize="none"
    spellCheck={false}
    {...props}
  />
);
