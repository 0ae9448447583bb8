/** Who an e-mail greets: the first name, else the username. */
export type Greeting = { firstName: string | null; username: string };

/**
 * A name or username as an e-mail shows it: in quotes, on one line, and never a link. Mail clients
 * turn `https://`, `www.` and anything shaped like a domain or an address into links, so the dot of
 * a domain-like word becomes a one dot leader (U+2024, which NFKC reads as a dot again: a copied
 * username still signs in), `//` after a scheme division slashes and `@` a full-width at.
 */
export const quotedName = (name: string): string => {
  const unlinkable = name
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.(?=[^\s.])/g, '\u2024')
    .replace(/:\/\//g, ':\u2215\u2215')
    .replace(/@/g, '\uff20');
  return `“${unlinkable}”`;
};

export const greeting = ({ firstName, username }: Greeting) =>
  `Hello ${quotedName(firstName?.trim() || username)},`;
