import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  alertMessages,
  alertTopics,
  type NotificationPreferences as Preferences,
  type NotificationPreferencesResponse,
  type QuietHours,
} from '@rela/contracts';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useAccountInfo } from '../../../lib/account-info';
import { labels } from '../../../lib/labels';
import { preferencesQueryOptions, useSavePreferences } from '../api/notification-preferences';
import { deviceTimeZone } from '../../../lib/device-time-zone';
import { preferencesAnchor } from '../utils/preferences-anchor';
import { PushSettings } from '../push/push-settings';
import { DeliveryExtras } from './delivery-extras';
import { SmsNote, TopicRow, topicColumns } from './topic-row';

const text = labels.alerts;

/** What the form edits: the topics and the choices beside them. */
type Choices = { preferences: Preferences; likedInstant: boolean; quietHours: QuietHours };

const choicesOf = ({ preferences, likedInstant, quietHours }: Choices): Choices => ({
  preferences,
  likedInstant,
  quietHours,
});
const sameChoices = (a: Choices, b: Choices) =>
  JSON.stringify(choicesOf(a)) === JSON.stringify(choicesOf(b));

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
  const [draft, setDraft] = useState<Choices>(() => choicesOf(stored));
  const [device] = useState(deviceTimeZone);
  const save = useSavePreferences();
  // A device in another zone than the stored one: saving moves quiet hours and the digest to it.
  const dirty = !sameChoices(draft, stored) || (device !== null && device !== stored.timeZone);
  const change = (next: Partial<Choices>) => {
    save.reset();
    setDraft({ ...draft, ...next });
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const body = {
          ...draft.preferences,
          likedInstant: draft.likedInstant,
          quietHours: draft.quietHours,
        };
        save.mutate(device ? { ...body, timeZone: device } : body, {
          onSuccess: (answer) => setDraft(choicesOf(answer)),
        });
      }}
    >
      <div
        aria-hidden="true"
        className={`hidden gap-4 border-b border-slate-100 bg-slate-50/70 px-6 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase sm:grid ${topicColumns}`}
      >
        <span />
        <span className="text-center">{text.inApp}</span>
        <span className="text-center">{text.email}</span>
        <span className="text-center">{text.sms}</span>
        <span className="text-center">{text.push}</span>
      </div>
      <div className="divide-y divide-slate-100">
        {topics.map((topic) => (
          <TopicRow
            key={topic}
            topic={topic}
            preference={draft.preferences[topic]}
            smsAvailable={stored.smsAvailable}
            onChange={(next) => change({ preferences: { ...draft.preferences, [topic]: next } })}
          />
        ))}
      </div>
      <DeliveryExtras
        showLocked={isBuyer}
        likedInstant={draft.likedInstant}
        quietHours={draft.quietHours}
        onChange={change}
      />
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

/**
 * My Account's Notifications: per topic In-app, E-mail (Instant, Only if unread, Daily digest,
 * Off), SMS and Push; push on this device and the devices that get it above the table.
 */
export const NotificationPreferences = () => {
  const headingId = useId();
  // Its answer is drawn deferred, in a render React may interrupt (docs/performance.md).
  const stored = useDeferredValue(useQuery(preferencesQueryOptions()));
  const section = useRef<HTMLElement>(null);
  // Opened from the bell's link (`#notifications`): shown at once, not below the account's cards.
  useEffect(() => {
    if (window.location.hash === `#${preferencesAnchor}`) section.current?.scrollIntoView?.();
  }, []);
  return (
    <section
      ref={section}
      id={preferencesAnchor}
      aria-labelledby={headingId}
      className="scroll-mt-20 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className="border-b border-slate-100 px-5 py-4 sm:px-6">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {text.preferencesTitle}
        </h2>
        <p className="mt-0.5 text-sm text-slate-500">{text.preferencesIntro}</p>
      </div>
      <PushSettings />
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
