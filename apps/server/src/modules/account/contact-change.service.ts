import { accountMessages, normalizeServicePhone, type VerificationType } from '@rela/contracts';
import type { Db } from '../../db/client';
import type { VerificationPurpose } from '../../db/schema';
import { appError } from '../../platform/errors';
import { enqueueMessage } from '../../platform/outbox';
import { enqueueSms } from '../../platform/sms/enqueue-sms';
import { isOptedOut } from '../../platform/sms/sms-numbers.queries';
import { consumeVerificationCode, issueVerificationCode } from '../../platform/verification-codes';
import { constraintViolation } from '../../platform/constraint-violation';
import { codeDeps, messageOptions, type AccountDeps } from './account-deps';
import { enforceChangeAttempts, enforceCodeLimits } from './account-limits';
import {
  emailChangedEmail,
  emailCodeEmail,
  phoneChangedSms,
  phoneCodeSms,
} from './account-messages';
import {
  findAccountById,
  findPendingTarget,
  isEmailTakenByOther,
  isPhoneTakenByOther,
  setVerifiedEmail,
  setVerifiedPhone,
  type AccountRow,
} from './account.queries';
import { offerEmailUndo } from './email-change-undo.service';
import { requireCurrentPassword, type Reauthentication } from './reauthenticate';

const purposeOf: Record<VerificationType, VerificationPurpose> = {
  email: 'email-change',
  phone: 'phone-change',
};

const signedInUser = async (db: Db, userId: string) => {
  const user = await findAccountById(db, userId);
  if (!user) throw appError('UNAUTHORIZED');
  return user;
};

/**
 * A new code for `target` (the old one dies) sent to `target` only, after the cooldown and hourly
 * limits; the code and the message are written in one transaction. A number that opted out of
 * texts gets nothing, and the user is told why.
 */
const sendCode = async (
  deps: AccountDeps,
  user: AccountRow,
  { type, target }: { type: VerificationType; target: string },
) => {
  if (type === 'phone' && (await isOptedOut(deps.db, target))) {
    throw appError('VALIDATION', accountMessages.smsOptedOut);
  }
  const purpose = purposeOf[type];
  await enforceCodeLimits(deps.limits, { userId: user.id, purpose });
  await deps.db.transaction(async (tx) => {
    const { code } = await issueVerificationCode(codeDeps(deps, tx), {
      userId: user.id,
      purpose,
      target,
    });
    if (type === 'email') {
      await enqueueMessage(tx, emailCodeEmail(user, target, code), messageOptions(deps));
      return;
    }
    const outcome = await enqueueSms(tx, phoneCodeSms(target, code), {
      ...messageOptions(deps),
      allowance: 'requested',
    });
    if (outcome !== 'queued') throw appError('VALIDATION', accountMessages.smsOptedOut);
  });
};

/**
 * Before an e-mail or phone change is looked at: the current password (or a fresh sign-in), then
 * the hourly attempts of the user, so that "in use" answers are no unthrottled oracle (REQ-SEC-CONTACT-ORACLE).
 */
const admitChange = async (deps: AccountDeps, caller: Reauthentication, type: VerificationType) => {
  await requireCurrentPassword(deps, caller);
  await enforceChangeAttempts(deps.limits, { userId: caller.userId, purpose: purposeOf[type] });
  return signedInUser(deps.db, caller.userId);
};

/**
 * POST /dashboard/update-email: a code to the new address (REQ-SEC-CONTACT-CHANGE), once the caller is
 * admitted. The current address again is refused unless it still waits for verification; someone
 * else's address is a 409.
 */
export const requestEmailChange = async (
  deps: AccountDeps,
  caller: Reauthentication,
  email: string,
) => {
  const user = await admitChange(deps, caller, 'email');
  if (email === user.email.toLowerCase() && user.emailVerified) {
    throw appError('VALIDATION', accountMessages.emailSame);
  }
  if (await isEmailTakenByOther(deps.db, { email, userId: user.id })) {
    throw appError('CONFLICT', accountMessages.emailInUse);
  }
  await sendCode(deps, user, { type: 'email', target: email });
};

/** POST /dashboard/update-phone-number: the digits must be +1 and 10; a code goes by SMS. */
export const requestPhoneChange = async (
  deps: AccountDeps,
  caller: Reauthentication,
  phoneNumber: string,
) => {
  const phone = normalizeServicePhone(phoneNumber);
  if (!phone) throw appError('VALIDATION', accountMessages.phoneFormat);
  const user = await admitChange(deps, caller, 'phone');
  if (phone === user.phone && user.phoneVerified) {
    throw appError('VALIDATION', accountMessages.phoneSame);
  }
  if (await isPhoneTakenByOther(deps.db, { phone, userId: user.id })) {
    throw appError('CONFLICT', accountMessages.phoneInUse);
  }
  await sendCode(deps, user, { type: 'phone', target: phone });
};

/**
 * POST /resend-verification: a new code for the change waiting to be confirmed, or for the
 * current address when it is unverified; the cooldown of the first send applies.
 */
export const resendVerification = async (
  deps: AccountDeps,
  userId: string,
  type: VerificationType,
) => {
  const user = await signedInUser(deps.db, userId);
  const pending = await findPendingTarget(deps.db, { userId, purpose: purposeOf[type] });
  const unverified =
    type === 'email' ? !user.emailVerified && user.email : !user.phoneVerified && user.phone;
  const target = pending ?? (unverified || null);
  if (!target) throw appError('VALIDATION', accountMessages.nothingToVerify);
  await sendCode(deps, user, { type, target });
};

const isUniqueViolation = (error: unknown) => constraintViolation(error) === 'unique';

/**
 * The code of the user's pending change: when right, the address becomes theirs, verified, and the
 * old one is told, all in one transaction. A wrong code counts an attempt (5 kill it); every bad
 * code gets the same 400. Someone else took the address meanwhile: 409, the code stays.
 */
const confirmChange = async (
  deps: AccountDeps,
  userId: string,
  { type, code }: { type: VerificationType; code: string },
) => {
  const purpose = purposeOf[type];
  const inUse = type === 'email' ? accountMessages.emailInUse : accountMessages.phoneInUse;
  let confirmed: boolean;
  try {
    confirmed = await deps.db.transaction(async (tx) => {
      const user = await signedInUser(tx, userId);
      const target = await findPendingTarget(tx, { userId, purpose });
      if (!target) return false;
      const check = await consumeVerificationCode(codeDeps(deps, tx), {
        userId,
        purpose,
        target,
        code,
      });
      if (!check.ok) return false;
      const now = deps.clock.now();
      if (type === 'email') {
        if (await isEmailTakenByOther(tx, { email: target, userId })) {
          throw appError('CONFLICT', inUse);
        }
        await setVerifiedEmail(tx, { userId, email: target, now }, deps.invalidations);
        if (user.email.toLowerCase() !== target) {
          const undoLink = user.emailVerified
            ? await offerEmailUndo(deps, tx, {
                userId,
                previousEmail: user.email,
                newEmail: target,
              })
            : null;
          await enqueueMessage(
            tx,
            emailChangedEmail(user, { oldEmail: user.email, newEmail: target, undoLink }),
            messageOptions(deps),
          );
        }
      } else {
        if (await isPhoneTakenByOther(tx, { phone: target, userId })) {
          throw appError('CONFLICT', inUse);
        }
        await setVerifiedPhone(tx, { userId, phone: target, now }, deps.invalidations);
        if (user.phone && user.phone !== target) {
          // A capped notice: dropped quietly when the old number opted out or had its share.
          await enqueueSms(tx, phoneChangedSms(user.phone, target), {
            ...messageOptions(deps),
            allowance: 'capped',
          });
        }
      }
      return true;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw appError('CONFLICT', inUse);
    throw error;
  }
  if (!confirmed) throw appError('INVALID_CODE', accountMessages.invalidCode);
};

export const confirmEmailChange = (deps: AccountDeps, userId: string, code: string) =>
  confirmChange(deps, userId, { type: 'email', code });

export const confirmPhoneChange = (deps: AccountDeps, userId: string, code: string) =>
  confirmChange(deps, userId, { type: 'phone', code });
