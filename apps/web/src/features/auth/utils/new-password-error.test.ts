import { describe, expect, it } from 'vitest';
import { passwordResetMessages } from '@rela/contracts';
import { newPasswordError } from './new-password-error';

const text = passwordResetMessages;
const good = { newPassword: 'Good-pass-1!', confirmPassword: 'Good-pass-1!' };

describe('newPasswordError', () => {
  it('needs the username, in the words of each path', () => {
    expect(newPasswordError(good, { mode: 'reset', username: '', code: '123456' })).toBe(
      text.usernameRequiredToReset,
    );
    expect(newPasswordError(good, { mode: 'registration', username: '', agreed: true })).toBe(
      text.usernameRequiredToComplete,
    );
  });

  it('needs the agreement on the registration path, and no code there', () => {
    expect(
      newPasswordError(good, { mode: 'registration', username: 'newbie', agreed: false }),
    ).toBe(text.agreeToTerms);
    expect(
      newPasswordError(good, { mode: 'registration', username: 'newbie', agreed: true }),
    ).toBeNull();
  });

  it('passes a complete reset', () => {
    expect(newPasswordError(good, { mode: 'reset', username: 'buyer', code: '123456' })).toBeNull();
  });
});
