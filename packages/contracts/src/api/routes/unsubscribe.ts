import { z } from 'zod/mini';
import { unsubscribeQuerySchema } from '../alerts';
import { apiRoute } from '../route';

/** The unsubscribe page: HTML, not JSON (a bad or expired link is a 400 page too). */
const unsubscribePageSchema = z.string();

/**
 * The link of every alert e-mail (issue 22): signed and expiring, works signed out, one click.
 * GET turns the token's topic (or all) e-mail off and answers a small page; POST is RFC 8058's
 * one-click form (`List-Unsubscribe=One-Click`) that mail clients send for the same link.
 */
export const unsubscribeRoutes = {
  unsubscribe: apiRoute({
    method: 'GET',
    path: '/unsubscribe',
    access: 'public',
    tag: 'alerts',
    query: unsubscribeQuerySchema,
    ok: { 200: unsubscribePageSchema },
    errors: [400],
  }),
  unsubscribeOneClick: apiRoute({
    method: 'POST',
    path: '/unsubscribe',
    access: 'public',
    tag: 'alerts',
    query: unsubscribeQuerySchema,
    consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
    ok: { 200: unsubscribePageSchema },
    errors: [400],
  }),
} as const;
