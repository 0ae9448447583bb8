import { accountMessages, contactRoutes as calls } from '@rela/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { mountApi } from '../../platform/http/mount-api';
import {
  confirmEmailChange,
  confirmPhoneChange,
  requestEmailChange,
  requestPhoneChange,
  resendVerification,
} from './contact-change.service';
import { accountDepsOf, callerOf, type AccountRoutesDeps } from './signed-in-scope';

/** E-mail and phone changes with codes sent to the new address (REQ-ACCOUNT-EMAIL, REQ-ACCOUNT-PHONE). */
export const contactRoutes: FastifyPluginAsync<{ deps: AccountRoutesDeps }> = async (
  app,
  { deps },
) => {
  const mount = mountApi(app, deps.api);
  const serviceDeps = (request: FastifyRequest) => ({
    ...accountDepsOf(deps),
    logger: request.log,
  });

  mount(calls.updateEmail, async ({ auth, body, request }) => {
    await requestEmailChange(serviceDeps(request), callerOf(request, auth, body), body.userEmail);
    return { status: 201, message: accountMessages.emailCodeSent };
  });

  mount(calls.confirmEmail, async ({ auth, body, request }) => {
    await confirmEmailChange(serviceDeps(request), auth.userId, body.confirmationCode);
    return { status: 200, message: accountMessages.emailConfirmed };
  });

  mount(calls.updatePhoneNumber, async ({ auth, body, request }) => {
    await requestPhoneChange(serviceDeps(request), callerOf(request, auth, body), body.phoneNumber);
    return { status: 201, message: accountMessages.phoneCodeSent };
  });

  mount(calls.confirmPhoneNumber, async ({ auth, body, request }) => {
    await confirmPhoneChange(serviceDeps(request), auth.userId, body.confirmationCode);
    return { status: 200, message: accountMessages.phoneConfirmed };
  });

  mount(calls.resendVerification, async ({ auth, body, request }) => {
    await resendVerification(serviceDeps(request), auth.userId, body.verification_type);
    return { status: 200, message: accountMessages.codeResent };
  });
};
