import type { ReactNode } from 'react';
import { alertMessages, smsTopics, type AlertTopic, type TopicPreference } from '@rela/contracts';
import { labels } from '../../../lib/labels';
import { ChannelSwitch, EmailModeChoice } from './channel-controls';

const text = labels.alerts;

/** A channel's cell: on a phone it carries its own label, on a wide screen the column says it. */
const Cell = ({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) => (
  <div className={`flex items-center justify-between gap-4 sm:justify-center ${className}`}>
    <span aria-hidden="true" className="text-sm font-medium text-slate-600 sm:hidden">
      {label}
    </span>
    {children}
  </div>
);

/** One topic's row: its name and hint, In-app, E-mail and SMS. */
export const TopicRow = ({
  topic,
  preference,
  smsAvailable,
  onChange,
}: {
  topic: AlertTopic;
  preference: TopicPreference;
  smsAvailable: boolean;
  onChange: (next: TopicPreference) => void;
}) => {
  const name = text.topics[topic];
  const smsOffered = smsTopics.includes(topic);
  return (
    <div
      role="group"
      aria-label={name}
      className="grid gap-3 px-5 py-4 sm:grid-cols-[minmax(0,1fr)_4.5rem_15.5rem_4.5rem] sm:items-center sm:gap-4 sm:px-6"
    >
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{name}</p>
        <p className="text-sm text-slate-500">{text.topicHints[topic]}</p>
      </div>
      <Cell label={text.inApp} className="">
        <ChannelSwitch
          label={text.channelOf(text.inApp, name)}
          checked={preference.inApp}
          onChange={(inApp) => onChange({ ...preference, inApp })}
        />
      </Cell>
      <Cell label={text.email} className="">
        <EmailModeChoice
          label={text.channelOf(text.email, name)}
          value={preference.email}
          onChange={(email) => onChange({ ...preference, email })}
        />
      </Cell>
      <Cell label={text.sms} className="">
        {smsOffered ? (
          <ChannelSwitch
            label={text.channelOf(text.sms, name)}
            checked={preference.sms}
            disabled={!smsAvailable}
            onChange={(sms) => onChange({ ...preference, sms })}
          />
        ) : (
          <span className="text-xs text-slate-500">{text.smsNotOffered}</span>
        )}
      </Cell>
    </div>
  );
};

/** Why SMS switches are off, or what they send. */
export const SmsNote = ({ smsAvailable }: { smsAvailable: boolean }) => (
  <p className="px-5 pb-4 text-sm text-slate-600 sm:px-6">
    {smsAvailable ? text.smsOnlyLiked : alertMessages.smsNeedsPhone}
  </p>
);
