import { defaultProductSlug, withPathParams } from '@rela/contracts';

const configured: unknown = import.meta.env.VITE_PRODUCT_SLUG;

/** The product slug of the product-scoped API paths: `VITE_PRODUCT_SLUG`, else the default. */
export const productSlug =
  typeof configured === 'string' && configured.length > 0 ? configured : defaultProductSlug;

/** A product-scoped path of `apiPaths` with the slug and the other `:name` segments filled in. */
export const productPath = (path: string, params: Readonly<Record<string, string>> = {}) =>
  withPathParams(path, { ...params, product: productSlug });
