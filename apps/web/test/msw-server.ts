import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  activityRoutes,
  apiPaths,
  costRoutes,
  assistantPaths,
  defaultLikedInstant,
  defaultNotificationPreferences,
  defaultProductSlug,
  defaultQuietHours,
  householdRoutes,
  households,
  listingRoutes,
  marketRoutes,
  noteRoutes,
  pushRoutes,
  teamPerformanceRoutes,
  withProduct,
} from '@rela/contracts';
import { apiUrl, assistantUrl, chatLoginBody, noSupervisor } from './api';
import {
  companyCostDefaults,
  emptyHistory,
  monthlyCostAnswer,
  monthlyCostQueryOf,
  noComparables,
} from './costs';

/** What every signed-in home screen asks for; a test's own handlers take precedence. */
const defaultHandlers = [
  http.get(apiUrl(withProduct(apiPaths.myListingKeys, defaultProductSlug)), () =>
    HttpResponse.json({ listingKeys: [], likedKeys: [] }),
  ),
  http.get(apiUrl(apiPaths.mySupervisorInfo), () =>
    HttpResponse.json({ status: 200, data: noSupervisor }),
  ),
  // The team lists of realtors, team leads and owners: empty unless a test says otherwise.
  http.get(apiUrl(apiPaths.getUsers), () =>
    HttpResponse.json({ status: 200, data: { usersInfo: [] } }),
  ),
  // A buyer's household (ADR 049): a household of one unless a test says otherwise.
  http.get(apiUrl(withProduct(householdRoutes.household.path, defaultProductSlug)), () =>
    HttpResponse.json({
      status: 200,
      data: {
        members: [
          {
            username: 'buyer',
            name: 'Bea Buyer',
            profileImage: null,
            joinedAt: '2026-01-01T00:00:00.000Z',
          },
        ],
        invitations: [],
        maxMembers: households.maxMembers,
      },
    }),
  ),
  // The property dialog's AI report lookup: no report yet unless a test says otherwise.
  http.get(apiUrl(apiPaths.aiReport), ({ params }) =>
    HttpResponse.json({
      status: 200,
      data: { listingKey: String(params.listingKey), reportURLs: [], generating: false },
    }),
  ),
  // The MLS Report tab's open houses (REQ-MLS-OPENHOUSE): none unless a test says otherwise.
  http.get(
    apiUrl(withProduct(listingRoutes.listingOpenHouses.path, defaultProductSlug)),
    ({ params }) => HttpResponse.json({ listingKey: String(params.listingKey), openHouses: [] }),
  ),
  // The monthly cost (ADR 051): Rela's starting values, never set; no history, no sold homes.
  http.get(apiUrl(withProduct(costRoutes.costDefaults.path, defaultProductSlug)), () =>
    HttpResponse.json(companyCostDefaults()),
  ),
  http.get(apiUrl(withProduct(costRoutes.monthlyCost.path, defaultProductSlug)), ({ request }) =>
    HttpResponse.json(monthlyCostAnswer(monthlyCostQueryOf(request))),
  ),
  http.get(apiUrl(withProduct(marketRoutes.listingHistory.path, defaultProductSlug)), () =>
    HttpResponse.json(emptyHistory),
  ),
  http.get(apiUrl(withProduct(marketRoutes.comparables.path, defaultProductSlug)), () =>
    HttpResponse.json(noComparables),
  ),
  // The header's bell and My Account's Notifications: nothing yet, the default choices.
  http.get(apiUrl(apiPaths.notifications), () => HttpResponse.json({ items: [], unread: 0 })),
  // The notices' stream is down unless a test opens it (the bell then polls, its fallback).
  http.get(apiUrl(apiPaths.noticeStream), () => new HttpResponse(null, { status: 503 })),
  http.get(apiUrl(apiPaths.notificationPreferences), () =>
    HttpResponse.json({
      preferences: defaultNotificationPreferences,
      smsAvailable: true,
      timeZone: 'America/New_York',
      likedInstant: defaultLikedInstant,
      quietHours: defaultQuietHours,
    }),
  ),
  // Push (ADR 052): no device gets pushes unless a test says otherwise.
  http.get(apiUrl(pushRoutes.pushDevices.path), () => HttpResponse.json({ items: [] })),
  // Notes on a home (ADR 032): no notes, nothing unread, unless a test says otherwise.
  http.get(apiUrl(withProduct(noteRoutes.noteSummary.path, defaultProductSlug)), () =>
    HttpResponse.json({ byListing: {} }),
  ),
  http.get(apiUrl(withProduct(noteRoutes.noteInbox.path, defaultProductSlug)), () =>
    HttpResponse.json({ items: [] }),
  ),
  // The activity feed (ADR 033): no events, no Hot homes, unless a test says otherwise.
  http.get(apiUrl(withProduct(activityRoutes.activity.path, defaultProductSlug)), () =>
    HttpResponse.json({ items: [], hot: [] }),
  ),
  http.post(apiUrl(withProduct(activityRoutes.recordView.path, defaultProductSlug)), () =>
    HttpResponse.json({ recorded: true }),
  ),
  // A lead's and an owner's "Needs attention" on /home (ADR 053): nothing, unless a test says so.
  http.get(
    apiUrl(withProduct(teamPerformanceRoutes.teamPerformanceAttention.path, defaultProductSlug)),
    () => HttpResponse.json({ items: [], total: 0 }),
  ),
  // /search's saved searches and a realtor's suggestions: none yet.
  http.get(apiUrl(withProduct(apiPaths.savedSearches, defaultProductSlug)), () =>
    HttpResponse.json({ items: [] }),
  ),
  http.get(apiUrl(withProduct(apiPaths.suggestions, defaultProductSlug)), () =>
    HttpResponse.json({ items: [] }),
  ),
  // Rela on the dashboard: a chat with no messages yet.
  http.post(assistantUrl(assistantPaths.login), () => HttpResponse.json(chatLoginBody())),
  http.post(assistantUrl(assistantPaths.register), () =>
    HttpResponse.json(
      { status: 201, message: 'Registered with Rela.', username: 'buyer', user_type: 'admin' },
      { status: 201 },
    ),
  ),
  http.get(assistantUrl(assistantPaths.updateDashboard), () => HttpResponse.json({ messages: [] })),
];

/** The network edge of the web tests: each test adds its handlers with `server.use(...)`. */
export const server = setupServer(...defaultHandlers);
