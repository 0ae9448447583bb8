import { z } from 'zod/mini';
import { unsubscribeQuerySchema } from '../alerts';
import { apiRoute } from '../route';

/** The unsubscribe pages: HTML, not JSON (a bad or expired link is a 400 page too). */
const unsubscribePageSchema = z.string();

const page = {
  access: 'public',
  tag: 'alerts',
  query: unsubscribeQuerySchema,
  produces: 'text/html',
  ok: { 200: unsubscribePageSchema },
  errors: [400],
} as const;

/** What RFC 8058's one-click POST and the page's buttons send: small forms, read and ignored. */
const forms = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;

/**
 * The link of every alert e-mail (ADR 029): signed and expiring, works signed out. GET only shows
 * what the link would turn off, with one button (a mail scanner that opens links changes nothing);
 * POST of the same link unsubscribes: the button's form, or RFC 8058's one-click POST
 * (`List-Unsubscribe=One-Click`) that mail clients send. `resubscribe` undoes it from the page.
 */
export const unsubscribeRoutes = {
  unsubscribe: apiRoute({ method: 'GET', path: '/unsubscribe', ...page }),
  unsubscribeOneClick: apiRoute({
    method: 'POST',
    path: '/unsubscribe',
    consumes: forms,
    ...page,
  }),
  resubscribe: apiRoute({
    method: 'POST',
    path: '/unsubscribe/resubscribe',
    consumes: forms,
    ...page,
  }),
} as const;
