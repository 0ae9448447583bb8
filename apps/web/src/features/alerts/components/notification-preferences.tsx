import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  alertMessages,
  alertTopics,
  type NotificationPreferences as Preferences,
  type NotificationPreferencesResponse,
} from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useAccountInfo } from '../../../lib/account-info';
import { labels } from '../../../lib/labels';
import { preferencesQueryOptions, useSavePreferences } from '../api/notification-preferences';
import { deviceTimeZone } from '../../../lib/device-time-zone';
import { SmsNote, TopicRow } from './topic-row';

const text = labels.alerts;

const sameChoices = (a: Preferences, b: Preferences) => JSON.stringify(a) === JSON.stringify(b);

/** Where quiet hours and the digest are counted, and the device's zone when saving would move them. */
const TimeZoneNote = ({ stored, device }: { stored: string; device: string | null }) => (
  <p className="px-5 pb-2 text-sm text-slate-600 sm:px-6">
    <span className="font-medium text-slate-900">{alertMessages.timesIn(stored)}</span>
    {`: ${alertMessages.timesDetail}.`}
    {device && device !== stored ? ` ${alertMessages.deviceZone(device)}` : null}
  </p>
);

/** The rows and Save, over the stored choices; edits stay local until saved. */
const PreferencesForm = ({ stored }: { stored: NotificationPreferencesResponse }) => {
  // Only a buyer has a realtor who adds homes; the row stays stored and sent for everyone.
  const isBuyer = useAccountInfo().data?.role === 'buyer';
  const topics = alertTopics.filter((topic) => isBuyer || topic !== 'homes-added');
  const [draft, setDraft] = useState<Preferences>(stored.preferences);
  const [device] = useState(deviceTimeZone);
  const save = useSavePreferences();
  // A device in another zone than the stored one: saving moves quiet hours and the digest to it.
  const dirty =
    !sameChoices(draft, stored.preferences) || (device !== null && device !== stored.timeZone);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(device ? { ...draft, timeZone: device } : draft, {
          onSuccess: (answer) => setDraft(answer.preferences),
        });
      }}
    >
      <div
        aria-hidden="true"
        className="hidden gap-4 border-b border-slate-100 bg-slate-50/70 px-6 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase sm:grid sm:grid-cols-[minmax(0,1fr)_4.5rem_15.5rem_4.5rem]"
      >
        <span />
        <span className="text-center">{text.inApp}</span>
        <span className="text-center">{text.email}</span>
        <span className="text-center">{text.sms}</span>
      </div>
      <div className="divide-y divide-slate-100">
        {topics.map((topic) => (
          <TopicRow
            key={topic}
            topic={topic}
            preference={draft[topic]}
            smsAvailable={stored.smsAvailable}
            onChange={(next) => {
              save.reset();
              setDraft({ ...draft, [topic]: next });
            }}
          />
        ))}
      </div>
      <div className="border-t border-slate-100 pt-4">
        <TimeZoneNote stored={stored.timeZone} device={device} />
        <SmsNote smsAvailable={stored.smsAvailable} />
        <div className="flex flex-col-reverse gap-3 px-5 pb-5 sm:flex-row sm:items-center sm:justify-end sm:px-6">
          {save.isSuccess && !dirty ? (
            <Alert tone="success" className="sm:mr-auto">
              {text.saved}
            </Alert>
          ) : null}
          {save.isError ? (
            <Alert tone="error" className="sm:mr-auto">
              {save.error.message}
            </Alert>
          ) : null}
          <Button type="submit" disabled={!dirty || save.isPending} busy={save.isPending}>
            {save.isPending ? text.saving : text.save}
          </Button>
        </div>
      </div>
    </form>
  );
};

/** My Account's Notifications: per topic In-app, E-mail (Instant, Daily digest, Off) and SMS. */
export const NotificationPreferences = () => {
  const headingId = useId();
  const stored = useQuery(preferencesQueryOptions());
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className="border-b border-slate-100 px-5 py-4 sm:px-6">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {text.preferencesTitle}
        </h2>
        <p className="mt-0.5 text-sm text-slate-500">{text.preferencesIntro}</p>
      </div>
      {stored.data ? (
        <PreferencesForm stored={stored.data} />
      ) : stored.isError ? (
        <div className="px-5 py-4 sm:px-6">
          <Alert>{text.preferencesFailed}</Alert>
          <Button variant="secondary" className="mt-3" onClick={() => void stored.refetch()}>
            {text.retry}
          </Button>
        </div>
      ) : (
        <p
          role="status"
          className="flex items-center gap-3 px-5 py-6 text-sm text-slate-600 sm:px-6"
        >
          <Spinner size="sm" />
          {text.loadingPreferences}
        </p>
      )}
    </section>
  );
};
