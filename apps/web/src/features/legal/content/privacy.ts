import { limits } from '@rela/contracts';
import type { LegalSection } from './types';

export const privacyContactEmail = 'privacy@rela.example';

/** The Privacy Policy: the points of REQ-LEGAL-PRIVACY, in our own words. */
export const privacyPolicy: LegalSection[] = [
  {
    title: 'Who We Are',
    paragraphs: [
      'This Privacy Policy explains how Rela ("Rela", "we", "us" or "our") collects, uses and protects your personal information when you use the Rela website, web application and mobile applications (the "Services").',
      'By using the Services you agree to this policy. If you do not agree, please do not use them.',
    ],
  },
  {
    title: 'Information We Collect',
    paragraphs: [
      'Information you give us: your name, e-mail address and phone number, your username and password, and a profile photo if you add one. We store your password only as a one-way hash; nobody at Rela can read it.',
      'Information the Services store as you use them: your account and its role in your team, the listings you save, like or remove, your chat messages with Rela and its replies, and the property reports you request.',
      'Technical information: your IP address, browser type and the time of your requests, which we use to keep the Services secure and working.',
    ],
  },
  {
    title: 'How We Use Your Information',
    paragraphs: [
      'We use your information to provide the Services: to show you your homes, reports and team, to answer you in the chat, to sign you in and keep your account secure, and to send you the codes, invitations and notices you ask for.',
      'We also use it to answer your requests, to improve the Services and to meet our legal obligations. Aggregated, de-identified data that cannot reasonably identify you may be used to train and improve our AI models.',
    ],
  },
  {
    title: 'Where We Process Your Information',
    paragraphs: [
      'Your information is stored and processed in the United States. If you use the Services from elsewhere, you agree to that transfer.',
    ],
  },
  {
    title: 'We Never Sell Your Information',
    paragraphs: ['We do not sell, rent or trade your personal information, and we never will.'],
  },
  {
    title: 'Mobile Information and SMS Consent',
    paragraphs: [
      'Your mobile opt-in data and your consent to receive text messages are never shared with third parties or affiliates, for marketing or any other purpose.',
      'You can opt out of text messages at any time by replying STOP, and get help by replying HELP.',
    ],
  },
  {
    title: 'Sharing Within Your Team',
    paragraphs: [
      'Rela is built around teams. Your information, such as your name, contact details, your homes and your messages, is visible to the people above you in your agent hierarchy: your realtor, their team lead and the company owner, so that they can serve you. You can see the contact details of your direct supervisor.',
      'Beyond your team, we share information only with providers that host and operate the Services for us under contract and may use it for nothing else, or when the law requires it.',
    ],
  },
  {
    title: 'How Long We Keep It',
    paragraphs: [
      'We keep your information for as long as your account is active. When your account is deleted, we delete or de-identify your information, except what we must keep to meet legal obligations, resolve disputes or enforce our agreements. Copies in backups disappear as the backups expire.',
    ],
  },
  {
    title: 'How We Protect It',
    paragraphs: [
      'We protect your information with technical and organizational measures: hashed passwords, encrypted connections, sessions your browser cannot hand to scripts, sign-in limits, and access that follows your place in the team.',
      'No system is perfectly secure, so we cannot guarantee absolute security. Please keep your password to yourself.',
    ],
  },
  {
    title: 'Your Rights and Choices',
    paragraphs: [
      'You can see and update most of your information on your My Account page.',
      `To ask for a copy of your information or for its deletion, e-mail ${privacyContactEmail} from the address on your account. We will confirm your identity and answer within the time the law requires.`,
      'You can opt out of text messages by replying STOP and out of non-essential e-mails with the unsubscribe link in them.',
    ],
  },
  {
    title: 'Children',
    paragraphs: [
      `The Services are only for people who are at least ${limits.minimumAge} years old. We do not knowingly collect information from anyone younger. If we learn that we have, we delete it; if you believe we have, please write to ${privacyContactEmail}.`,
    ],
  },
  {
    title: 'Changes to This Policy',
    paragraphs: [
      'We may update this policy from time to time. If a change is significant, we will tell you by e-mail or in the Services before it takes effect. Using the Services after a change means you accept the updated policy.',
    ],
  },
  {
    title: 'Contact Us',
    paragraphs: [
      `For any question about this policy or your information, write to us at ${privacyContactEmail}.`,
    ],
  },
];
