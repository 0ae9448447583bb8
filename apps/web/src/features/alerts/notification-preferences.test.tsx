import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  alertMessages,
  alertTopics,
  defaultLikedInstant,
  defaultNotificationPreferences,
  defaultQuietHours,
  type AccountInfo,
} from '@rela/contracts';
import { errorBody } from '../../../test/api';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { labels } from '../../lib/labels';
import { preferencesServer } from './test-support';
import { deviceTimeZone } from '../../lib/device-time-zone';

const text = labels.alerts;

/** The zone of the test's runtime: stored, it leaves nothing to save. */
const device = deviceTimeZone() ?? 'UTC';

const openPreferences = async (
  smsAvailable: boolean,
  answer?: () => Response,
  overrides: Partial<AccountInfo> = {},
  timeZone = device,
) => {
  const saved = preferencesServer(
    {
      preferences: defaultNotificationPreferences,
      smsAvailable,
      timeZone,
      likedInstant: defaultLikedInstant,
      quietHours: defaultQuietHours,
    },
    answer,
  );
  storedSignIn(overrides);
  renderApp('/account');
  const section = await screen.findByRole('region', { name: text.preferencesTitle });
  await within(section).findByRole('group', { name: text.topics.price });
  return { section, saved };
};

const control = (
  section: HTMLElement,
  role: 'switch' | 'combobox',
  channel: string,
  topic: string,
) => within(section).getByRole(role, { name: text.channelOf(channel, topic) });

describe('Notifications on My Account', () => {
  it('shows a row per topic with the defaults: in-app on, e-mail and push as the contract says, SMS off', async () => {
    const { section } = await openPreferences(true);
    for (const topic of alertTopics) {
      const name = text.topics[topic];
      const defaults = defaultNotificationPreferences[topic];
      expect(control(section, 'switch', text.inApp, name)).toBeChecked();
      const email = control(section, 'combobox', text.email, name);
      expect(email).toHaveDisplayValue(text.emailModes[defaults.email]);
      const push = control(section, 'switch', text.push, name);
      if (defaults.push) expect(push).toBeChecked();
      else expect(push).not.toBeChecked();
    }
    // Notes and tours: e-mail at once only if still unread (the contract's default).
    expect(control(section, 'combobox', text.email, text.topics['notes-tours'])).toHaveDisplayValue(
      text.emailModes.unread,
    );
    expect(control(section, 'switch', text.sms, text.topics.price)).not.toBeChecked();
    expect(control(section, 'switch', text.sms, text.topics.status)).toBeEnabled();
    expect(within(section).getAllByRole('switch', { name: /^SMS/ })).toHaveLength(2);
    expect(within(section).getByRole('button', { name: text.save })).toBeDisabled();
  });

  it('leaves out Homes added by my realtor for anyone but a buyer', async () => {
    const { section } = await openPreferences(true, undefined, {
      userRole: 'realtor',
      userUsername: 'realtor',
    });
    const topicNames: string[] = Object.values(text.topics);
    expect(
      within(section).getAllByRole('group', { name: (name) => topicNames.includes(name) }),
    ).toHaveLength(alertTopics.length - 1);
    expect(within(section).queryByText(text.topics['homes-added'])).toBeNull();
    // No locked homes of their own: no choice about them; quiet hours are theirs too.
    expect(within(section).queryByRole('checkbox')).toBeNull();
    expect(
      within(section).getByRole('group', { name: alertMessages.quietHoursTitle }),
    ).toBeVisible();
  });

  it('disables SMS with a hint until the phone is verified', async () => {
    const { section } = await openPreferences(false);
    expect(control(section, 'switch', text.sms, text.topics.price)).toBeDisabled();
    expect(control(section, 'switch', text.sms, text.topics.status)).toBeDisabled();
    expect(within(section).getByText(alertMessages.smsNeedsPhone)).toBeVisible();
  });

  it('saves every topic at once and says so', async () => {
    const user = userEvent.setup();
    const { section, saved } = await openPreferences(true);
    const priceEmail = control(section, 'combobox', text.email, text.topics.price);
    await user.selectOptions(priceEmail, text.emailModes.unread);
    await user.click(control(section, 'switch', text.sms, text.topics.price));
    await user.click(control(section, 'switch', text.push, text.topics.price));
    await user.click(control(section, 'switch', text.inApp, text.topics['homes-added']));
    await user.click(within(section).getByRole('button', { name: text.save }));

    expect(await within(section).findByRole('status')).toHaveTextContent(text.saved);
    expect(saved).toEqual([
      {
        ...defaultNotificationPreferences,
        price: { inApp: true, email: 'unread', sms: true, push: false },
        'homes-added': { inApp: false, email: 'digest', sms: false, push: true },
        likedInstant: defaultLikedInstant,
        quietHours: defaultQuietHours,
        timeZone: device,
      },
    ]);
    expect(within(section).getByRole('button', { name: text.save })).toBeDisabled();
  });

  it("offers to move quiet hours and the digest to the device's time zone, and sends it", async () => {
    const user = userEvent.setup();
    const stored = device === 'Pacific/Honolulu' ? 'America/Chicago' : 'Pacific/Honolulu';
    const { section, saved } = await openPreferences(true, undefined, {}, stored);
    expect(within(section).getByText(alertMessages.timesIn(stored))).toBeVisible();
    expect(section).toHaveTextContent(alertMessages.deviceZone(device));
    // Nothing else changed, yet there is something to save: the zone.
    await user.click(within(section).getByRole('button', { name: text.save }));
    expect(await within(section).findByRole('status')).toHaveTextContent(text.saved);
    expect(saved).toEqual([
      {
        ...defaultNotificationPreferences,
        likedInstant: defaultLikedInstant,
        quietHours: defaultQuietHours,
        timeZone: device,
      },
    ]);
    expect(within(section).getByText(alertMessages.timesIn(device))).toBeVisible();
    expect(section).not.toHaveTextContent(alertMessages.deviceZone(device));
    expect(within(section).getByRole('button', { name: text.save })).toBeDisabled();
  });

  it('e-mails locked homes at once by default, and saves that choice and the quiet hours (REQ-ALERTS-*)', async () => {
    const user = userEvent.setup();
    const { section, saved } = await openPreferences(true);
    const locked = within(section).getByRole('checkbox', {
      name: alertMessages.likedInstantLabel,
    });
    expect(locked).toBeChecked();
    expect(locked).toHaveAccessibleDescription(alertMessages.likedInstantDetail);
    const quiet = within(section).getByRole('group', { name: alertMessages.quietHoursTitle });
    const from = within(quiet).getByRole('combobox', { name: alertMessages.quietFrom });
    const to = within(quiet).getByRole('combobox', { name: alertMessages.quietTo });
    expect(from).toHaveDisplayValue(text.hour(defaultQuietHours.from));
    expect(to).toHaveDisplayValue(text.hour(defaultQuietHours.to));
    await user.click(locked);
    await user.selectOptions(from, text.hour(22));
    await user.selectOptions(to, text.hour(7));
    await user.click(within(section).getByRole('button', { name: text.save }));
    expect(await within(section).findByRole('status')).toHaveTextContent(text.saved);
    expect(saved).toEqual([
      expect.objectContaining({ likedInstant: false, quietHours: { from: 22, to: 7 } }),
    ]);
    expect(within(section).getByRole('button', { name: text.save })).toBeDisabled();
  });

  it("shows the server's refusal and keeps the choices", async () => {
    const user = userEvent.setup();
    const refusal = alertMessages.smsNeedsPhone;
    const { section } = await openPreferences(true, () =>
      HttpResponse.json(errorBody(400, 'SMS_NEEDS_PHONE', refusal), { status: 400 }),
    );
    await user.click(control(section, 'switch', text.sms, text.topics.status));
    await user.click(within(section).getByRole('button', { name: text.save }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(refusal);
    expect(control(section, 'switch', text.sms, text.topics.status)).toBeChecked();
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: text.save })).toBeEnabled(),
    );
  });
});
