import { messages } from '@rela/contracts';
import { TextLink } from '../../components/text-link';

/** `/account`: the My Account page (its sections arrive with the account issue). */
export const AccountPage = () => (
  <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6">
    <TextLink
      to="/home"
      state={{ from: 'account' }}
      className="inline-flex items-center gap-1 text-sm"
    >
      <span aria-hidden="true">←</span> {messages.ui.backToHome}
    </TextLink>
    <section className="mt-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">
        {messages.ui.account.title}
      </h1>
      <p className="mt-2 text-sm text-slate-600">{messages.ui.account.comingSoon}</p>
    </section>
  </div>
);
