import { expect } from 'vitest';
import type { OutboxMessage } from './outbox';

/** What Gmail, Outlook and Apple Mail turn into links: a scheme, `www.`, a domain, an address. */
export const linkable = /[a-z][a-z0-9+.-]*:\/\/|www\.|[a-z0-9-]+\.[a-z]{2,}|[^\s]@[^\s]/i;

/** Names a hostile user could give themselves. */
export const hostileNames = [
  'https://evil.example/login',
  'www.evil.example',
  'evil.com',
  'Visit evil.co.uk now',
  'help@evil.example',
  'http://localhost:8080',
  'Ada\n\nReset your password at evil.example',
];

/** Both parts of an e-mail quote a name and link nothing but the e-mail's own links. */
export const expectNoLinkableName = (
  message: OutboxMessage,
  ownLinks = /http:\/\/localhost:3000\/\S*/g,
) => {
  for (const part of [message.text, message.html ?? '']) {
    expect(part.replace(ownLinks, '')).not.toMatch(linkable);
    expect(part).toMatch(/“[^”\n]+”/);
  }
};
