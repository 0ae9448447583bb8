/**
 * Link targets of Rela's messages: only absolute `https:` URLs become links (checklist 19). Anything
 * else, `javascript:`, `data:`, `http:`, relative paths and whatever the URL parser refuses, is null:
 * the link's text is shown without a link.
 */
export const safeHref = (target: string): string | null => {
  try {
    const url = new URL(target);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};
