import { screen } from '@testing-library/react';
import { http, HttpResponse, type DefaultBodyType } from 'msw';
import { type AccountInfo, apiPaths } from '@rela/contracts';
import { accountInfo, apiUrl, errorBody } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { labels } from '../../lib/labels';

export const ok = (status: number, message = 'ok') =>
  HttpResponse.json({ status, message }, { status });

export const fail = (status: number, message?: string) =>
  message === undefined
    ? HttpResponse.json({}, { status })
    : HttpResponse.json(errorBody(status, 'ERR', message), { status });

/** Answers POST `path` with `answer`, recording each JSON body (null for other bodies). */
export const answerPost = (
  path: string,
  answer: (request: Request) => Response | Promise<Response>,
) => {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl(path), async ({ request }) => {
      const json = (request.headers.get('content-type') ?? '').includes('json');
      bodies.push(json ? await request.clone().json() : null);
      return answer(request);
    }),
  );
  return bodies;
};

/**
 * Signed in with `overrides`; `/my-account-info` answers `info` until `becomes` is called with the
 * next account (after a confirmed change); counts its calls.
 */
export const openAccountPage = async (overrides: Partial<AccountInfo> = {}) => {
  let info = storedSignIn(overrides);
  let loads = 0;
  server.use(
    http.get(apiUrl(apiPaths.myAccountInfo), () => {
      loads += 1;
      return HttpResponse.json<DefaultBodyType>(info);
    }),
  );
  const view = renderApp('/account');
  await screen.findByRole('heading', { level: 1, name: labels.account.title });
  return {
    ...view,
    loads: () => loads,
    becomes: (next: Partial<AccountInfo>) => {
      info = accountInfo({ ...info, ...next });
    },
  };
};
