import { createBrowserRouter, createMemoryRouter } from 'react-router';
import type { AppRouter } from './app';
import { routes } from './routes';

export const createAppRouter = (): AppRouter => createBrowserRouter(routes);

/** The same routes in memory, for tests. */
export const createTestRouter = (initialEntries: string[]): AppRouter =>
  createMemoryRouter(routes, { initialEntries });
