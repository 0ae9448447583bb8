export { API_PREFIX, ASSISTANT_PREFIX } from './route';

/** The `:product` of the API paths when PRODUCT_SLUG / VITE_PRODUCT_SLUG is not set. */
export const defaultProductSlug = 'rela';

/** The web app sends this header so the refresh token travels only as an HttpOnly cookie. */
export const SESSION_TRANSPORT_HEADER = 'x-session-transport';
export const SESSION_TRANSPORT_COOKIE = 'cookie';
export const REFRESH_COOKIE = 'rela_refresh';
