import { http, HttpResponse } from 'msw';
import { assistantPaths } from '@rela/contracts';
import { assistantUrl, chatLoginBody } from './api';
import { server } from './msw-server';

/** Records the form bodies of the assistant's register and login calls. */
export const recordAssistant = () => {
  const calls = { registered: [] as string[], exchanged: [] as string[] };
  server.use(
    http.post(assistantUrl(assistantPaths.register), async ({ request }) => {
      calls.registered.push(await request.text());
      return HttpResponse.json(
        { status: 201, message: 'Registered with Rela.', username: 'x', user_type: 'admin' },
        { status: 201 },
      );
    }),
    http.post(assistantUrl(assistantPaths.login), async ({ request }) => {
      calls.exchanged.push(await request.text());
      return HttpResponse.json(chatLoginBody());
    }),
  );
  return calls;
};

export const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
