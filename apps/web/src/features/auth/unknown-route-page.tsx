import { messages } from '@rela/contracts';
import { TextLink } from '../../components/text-link';
import { AuthCard } from './components/auth-card';

const text = messages.ui.notFound;

/** Any other path of the unauthenticated area (the invited registration screen takes this over). */
export const UnknownRoutePage = () => (
  <AuthCard>
    <h1 className="text-2xl font-bold tracking-tight text-slate-900">{text.title}</h1>
    <p className="mt-2 mb-6 text-sm text-slate-600">{text.description}</p>
    <TextLink to="/auth/login" className="text-sm">
      {text.signIn}
    </TextLink>
  </AuthCard>
);
