import { http, HttpResponse } from 'msw';
import type { AccountInfo } from '@rela/contracts';
import { accountInfo, apiUrl, tokenBody } from './api';
import { server } from './msw-server';

/** A user record stored by an earlier sign-in, and a server that refreshes it and knows the user. */
export const storedSignIn = (overrides: Partial<AccountInfo> = {}, rememberMe = true) => {
  const info = accountInfo(overrides);
  const storage = rememberMe ? window.localStorage : window.sessionStorage;
  storage.setItem('rela.user', JSON.stringify({ username: info.userUsername }));
  storage.setItem('rela.rememberMe', JSON.stringify(rememberMe));
  server.use(
    http.post(apiUrl('/refresh-access-token'), () =>
      HttpResponse.json(tokenBody({ username: info.userUsername })),
    ),
    http.get(apiUrl('/my-account-info'), () => HttpResponse.json(info)),
  );
  return info;
};
