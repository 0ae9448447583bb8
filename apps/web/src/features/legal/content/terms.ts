import { limits } from '@rela/contracts';
import { privacyContactEmail } from './privacy';
import type { LegalSection } from './types';

export const legalContactEmail = 'legal@rela.example';

const age = limits.minimumAge;

/** The Terms of Service: an opening agreement and the topics of REQ-LEGAL-TERMS, in order. */
export const termsOfService: LegalSection[] = [
  {
    title: 'Agreement to Terms',
    paragraphs: [
      'These Terms of Service are a binding agreement between you and Rela ("Rela", "we", "us" or "our") about your use of the Rela website, web application, mobile applications and every related service (together, the "Services").',
      'By creating an account, signing in or otherwise using the Services you confirm that you have read these Terms, understood them and agree to them. If you do not agree, do not use the Services.',
      'Policies and notices we publish in the Services, including our Privacy Policy, form part of these Terms.',
    ],
  },
  {
    title: 'Our Services',
    paragraphs: [
      'Rela is a real-estate client platform. It connects home buyers with their realtor, and realtors with their team leads and company owners. Buyers see the homes their realtor adds for them from the multiple listing service (MLS), keep or remove them and look at each home in detail.',
      'The Services include property reports of two kinds: a fully scanned walkthrough report, based on a scan of the home, and an MLS-based report, built from the listing data. They also include an interactive chat with Rela, our assistant, and intelligence briefings that summarize homes and the market around them.',
      'Reports, chat answers, briefings, price valuations and every other output produced with artificial intelligence are for information only. They are not an appraisal, an inspection or legal, financial or tax advice. Check anything you rely on with a licensed professional.',
      'What you ask Rela, what it answers and the text of AI reports are checked automatically so that they never choose or describe homes or neighborhoods by race, color, religion, sex, disability, familial status, national origin or any other characteristic fair-housing law protects. A declined request or a replaced answer is recorded, with a short excerpt, for the company your realtor works with, and kept two years.',
      'The Services are offered from the United States and are meant for use there.',
    ],
  },
  {
    title: 'Intellectual Property Rights',
    paragraphs: [
      'We own or license the Services and everything in them: the software, the designs, the text, the graphics and our names and logos. Listing data and photographs belong to the MLS and their owners, who license them for display.',
      'We give you a limited, personal, non-exclusive, non-transferable and revocable license to use the Services for your own home search or real-estate work. You may not copy, sell, republish or otherwise exploit any part of the Services without our written permission.',
      'If you send us ideas or feedback about the Services, we may use them without any obligation to you.',
    ],
  },
  {
    title: 'User Representations',
    paragraphs: [
      `By using the Services you confirm that: the information you give us is true, accurate and complete, and you will keep it up to date; you are at least ${age} years old and able to enter into this agreement; you will not use the Services through bots, scripts or other automated means; and you will not use the Services for any unlawful purpose.`,
      'If any of this turns out not to be true, we may suspend or close your account.',
    ],
  },
  {
    title: 'User Registration',
    paragraphs: [
      'You need an account to use the Services. Accounts are created by invitation from the level above you: a company owner invites team leads, a team lead invites realtors and a realtor invites buyers.',
      `You must be at least ${age} years old to register. Keep your password to yourself; you are responsible for everything done with your account. Tell us at once if you think someone else has used it.`,
      'We may change a username that is offensive, misleading or that infringes the rights of others.',
    ],
  },
  {
    title: 'Prohibited Activities',
    paragraphs: [
      'You may use the Services only for the purpose we offer them for. In particular, you agree not to: collect data from the Services by scraping or other automated means; try to see the data of people outside your own team; get around or interfere with security features, sign-in limits or access controls; upload viruses or other harmful code; harass, threaten or mislead anyone; impersonate another person or use their account; or copy, decompile or reverse engineer the software, except where the law allows it.',
      "You also agree not to use the assistant to produce unlawful content or to try to make it reveal other people's data, and not to use the Services in breach of fair-housing or any other law.",
    ],
  },
  {
    title: 'User Generated Contributions',
    paragraphs: [
      'The Services let you send chat messages, upload a profile photo and add other content (your "Contributions"). The people in your team hierarchy can see the Contributions that concern them.',
      "You are responsible for your Contributions. You confirm that you have the right to share them, that they are accurate and lawful, and that they do not infringe anyone's rights, harass or discriminate against anyone, or contain harmful code.",
    ],
  },
  {
    title: 'Contribution License',
    paragraphs: [
      'You keep ownership of your Contributions. You give us a worldwide, non-exclusive, royalty-free license to store, copy, process and display them as far as we need to run and improve the Services, including showing them to the people in your team hierarchy.',
      'This license ends when you delete the Contribution or your account, except for copies we must keep as our Privacy Policy or the law requires. We may remove any Contribution that breaks these Terms.',
    ],
  },
  {
    title: 'Mobile Application License',
    paragraphs: [
      'If you use a Rela mobile application, we give you a limited, revocable, non-exclusive and non-transferable right to install and use it on devices you own or control, under these Terms.',
      'You may not decompile, modify or redistribute the application, remove any notice of ownership from it, or use it for a purpose it was not designed for.',
      'If you got the application from the Apple App Store or Google Play, these Terms are between you and Rela, not the store. The store has no duty to support the application, and the terms of the store also apply to you.',
    ],
  },
  {
    title: 'Services Management',
    paragraphs: [
      'We may, but do not have to, monitor the Services for breaches of these Terms; act, including legally, against anyone who breaks them; refuse, limit or disable access to any account or Contribution; and remove content that is too large or burdensome for our systems.',
      'We do this to protect our rights, our users and the proper working of the Services.',
    ],
  },
  {
    title: 'Privacy Policy',
    paragraphs: [
      'We care about your privacy. Our Privacy Policy explains what we collect, how we use it and the choices you have. By using the Services you agree to it.',
      'The Services are hosted in the United States. If you use them from elsewhere, your data is transferred to and processed in the United States.',
    ],
  },
  {
    title: 'Copyright Infringements',
    paragraphs: [
      `We respect the rights of others. If you believe something in the Services infringes a copyright you own or manage, write to us at ${legalContactEmail}. Tell us which work and which material you mean, where it is, how to reach you, and confirm in good faith that the use is not authorized and that your notice is accurate.`,
      'We will look into every notice, may remove the material and will close the accounts of repeat infringers. A notice that knowingly misrepresents the facts can make its sender liable for damages.',
    ],
  },
  {
    title: 'Term and Termination',
    paragraphs: [
      'These Terms apply for as long as you use the Services.',
      'We may suspend or end your access to the Services, and delete your account and its content, at any time and without notice if you break these Terms or the law. Your supervisor in the team hierarchy may also remove your account.',
      'If we close your account, you may not register again under your own name, a false name or the name of someone else.',
    ],
  },
  {
    title: 'Modifications and Interruptions',
    paragraphs: [
      'We may change, suspend or remove any part of the Services at any time, without notice and without liability to you.',
      'We cannot promise that the Services will always be available. Maintenance, technical problems or events beyond our control may cause interruptions, delays or errors, and we are not liable for any loss they cause.',
    ],
  },
  {
    title: 'Governing Law',
    paragraphs: [
      'These Terms and your use of the Services are governed by the laws of the State of Wyoming, without regard to its conflict-of-law rules.',
    ],
  },
  {
    title: 'Dispute Resolution',
    paragraphs: [
      'If a dispute arises, write to us first. We will both try in good faith to settle it informally for at least 30 days before either of us starts arbitration.',
      'If the dispute is not settled, it will be resolved by final and binding arbitration administered by the American Arbitration Association under its Consumer Arbitration Rules. The arbitration will take place in Wyoming, or by video or written submissions where the rules allow. You understand that, without this clause, you would have the right to sue in court and to have a jury trial.',
      'Disputes are resolved individually: neither of us may bring or take part in a class, collective or representative action. This clause does not cover claims to protect intellectual property, requests for urgent injunctive relief, or claims that qualify for small-claims court.',
    ],
  },
  {
    title: 'Corrections',
    paragraphs: [
      'The Services may contain errors, inaccuracies or omissions, including in listing descriptions, prices, availability and property facts. Listing data comes from the MLS and other third parties and may be out of date.',
      'We may correct errors and update information at any time without notice.',
    ],
  },
  {
    title: 'Disclaimer',
    paragraphs: [
      'The Services are provided "as is" and "as available", and you use them at your own risk. To the fullest extent the law allows, we disclaim all warranties, express or implied, including merchantability, fitness for a particular purpose and non-infringement.',
      'We do not guarantee that listings, reports, briefings or chat answers are accurate or complete. AI outputs and price valuations are informational estimates and are not an appraisal; do not base an offer, a purchase or a financing decision on them alone.',
    ],
  },
  {
    title: 'Limitations of Liability',
    paragraphs: [
      'To the fullest extent the law allows, neither we nor our directors, employees or agents are liable for any indirect, incidental, special, consequential or punitive damages, including lost profits, lost revenue or lost data, arising from your use of the Services, even if we were told such damages were possible.',
      'In any case our total liability to you, for any cause and in any form of action, is limited to the lesser of the amount you paid us in the 6 months before the cause of action arose and 10 USD.',
      'Some states do not allow these limits, so some of them may not apply to you.',
    ],
  },
  {
    title: 'Indemnification',
    paragraphs: [
      "You agree to defend, indemnify and hold harmless Rela and its affiliates, officers, agents and employees against any claim, loss, liability or demand, including reasonable attorneys' fees, made by a third party because of your Contributions, your use of the Services, your breach of these Terms or your violation of anyone's rights.",
      'We may take over the defense of any such claim at your expense, and you agree to cooperate with us.',
    ],
  },
  {
    title: 'User Data',
    paragraphs: [
      'We keep the data you send to the Services and data about how you use them, so that the Services work. You are responsible for the data you send.',
      'Your data, such as the homes on your list and your messages, may be shared with the agents, team leaders and executives in your team hierarchy so that they can serve you.',
      'We may use aggregated, de-identified data, which cannot reasonably identify you, to train and improve the AI models behind the Services.',
    ],
  },
  {
    title: 'Electronic Communications, Transactions and Signatures',
    paragraphs: [
      'Using the Services, sending us e-mails and filling in online forms are electronic communications. You agree to receive communications from us electronically, and you agree that agreements, notices and other communications we send electronically meet any legal requirement that they be in writing.',
      'You agree to the use of electronic signatures, contracts and records, and to the electronic delivery of notices and records of transactions. You waive any right under any law that requires an original signature or non-electronic records, as far as the law allows.',
    ],
  },
  {
    title: 'SMS and Email Terms',
    paragraphs: [
      'You opt in to text (SMS/MMS) and e-mail messages from Rela when you sign up and give us your phone number or e-mail address, or when you text an opt-in keyword to us. We send verification codes, account notices and updates about your homes and your team.',
      `By opting in you consent to receive up to ${limits.smsMessagesPerMonth} messages a month. Message and data rates may apply. Carriers are not liable for delayed or undelivered messages.`,
      `Reply STOP to any text to opt out; we will confirm once and send nothing more unless you opt in again. Reply HELP for help, or write to ${legalContactEmail}. To stop non-essential e-mails, use the unsubscribe link in them.`,
    ],
  },
  {
    title: 'California Users and Residents',
    paragraphs: [
      'If a complaint you make to us is not resolved to your satisfaction, you may contact the Complaint Assistance Unit of the Division of Consumer Services of the California Department of Consumer Affairs in writing at 1625 North Market Blvd., Suite N 112, Sacramento, California 95834, or by telephone at (800) 952-5210 or (916) 445-1254.',
    ],
  },
  {
    title: 'Miscellaneous',
    paragraphs: [
      'These Terms and the policies they refer to are the entire agreement between you and us about the Services. If we do not enforce a right, we have not waived it. If a provision is found unlawful or unenforceable, it is severed and the rest remains in force.',
      'We may assign our rights and obligations to others. We are not responsible for delays or failures caused by events beyond our reasonable control. These Terms create no partnership, employment or agency relationship between you and us, and are not to be read against us because we wrote them.',
    ],
  },
  {
    title: 'Contact Us',
    paragraphs: [
      `To resolve a complaint about the Services or for more information about them, write to us at ${legalContactEmail}. For questions about your personal data, write to ${privacyContactEmail}.`,
    ],
  },
];
