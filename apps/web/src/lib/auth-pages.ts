/** Routes of the unauthenticated area where a 401 never redirects (the user is signing in). */
const authPagePrefixes = ['/auth/', '/login', '/forgot-password', '/register/'];

export const isAuthPage = (pathname: string): boolean =>
  authPagePrefixes.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
