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

/** The row's columns on a wide screen: the topic, In-app, E-mail, SMS and Push. */
export const topicColumns = 'sm:grid-cols-[minmax(0,1fr)_4.5rem_11rem_4.5rem_4.5rem]';

/** One topic's row: its name and hint, In-app, E-mail, SMS and Push. */
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
      className={`grid gap-3 px-5 py-4 sm:items-center sm:gap-4 sm:px-6 ${topicColumns}`}
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
      <Cell label={text.push} className="">
        <ChannelSwitch
          label={text.channelOf(text.push, name)}
          checked={preference.push}
          onChange={(push) => onChange({ ...preference, push })}
        />
      </Cell>
    </div>
  );
};

/** Why SMS switches are off, or what they send; and whom Push reaches. */
export const SmsNote = ({ smsAvailable }: { smsAvailable: boolean }) => (
  <div className="space-y-1 px-5 pb-4 text-sm text-slate-600 sm:px-6">
    <p>{smsAvailable ? text.smsOnlyLiked : alertMessages.smsNeedsPhone}</p>
    <p>{text.pushReach}</p>
  </div>
);
