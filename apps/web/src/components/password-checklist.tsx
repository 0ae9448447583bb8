import { checkPassword } from '@rela/contracts';
import { cx } from '../lib/class-names';
import { labels } from '../lib/labels';

const text = labels.passwordRequirements;

const RuleIcon = ({ met }: { met: boolean }) => (
  <svg
    viewBox="0 0 20 20"
    className={cx('mt-0.5 size-4 shrink-0', met ? 'text-brand-600' : 'text-slate-400')}
    aria-hidden="true"
  >
    {met ? (
      <path
        d="M4.5 10.5 8 14l7.5-8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    ) : (
      <circle cx="10" cy="10" r="6" fill="none" stroke="currentColor" strokeWidth="1.6" />
    )}
  </svg>
);

/**
 * The four password rules, checked live as the user types (REQ-PASSWORD-RULES). Each item says
 * whether it is met with `data-met` and with text for screen readers.
 */
export const PasswordChecklist = ({
  password,
  className,
}: {
  password: string;
  className?: string;
}) => (
  <ul aria-label={text.label} className={cx('space-y-1.5 text-sm', className)}>
    {checkPassword(password).map((rule) => (
      <li
        key={rule.id}
        data-met={rule.met}
        className={cx('flex items-start gap-2', rule.met ? 'text-brand-800' : 'text-slate-600')}
      >
        <RuleIcon met={rule.met} />
        <span>
          <span className="sr-only">{rule.met ? text.met : text.unmet} </span>
          {rule.label}
        </span>
      </li>
    ))}
  </ul>
);
