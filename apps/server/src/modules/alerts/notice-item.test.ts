import { describe, expect, it } from 'vitest';
import { notificationSchema } from '@rela/contracts';
import type { NotificationRow } from '../../db/schema';
import { noticeItem } from './notifications.service';

const row = (overrides: Partial<NotificationRow>): NotificationRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  userId: '00000000-0000-4000-8000-000000000002',
  kind: 'tour-requested',
  dedupeKey: 'k',
  listingKey: 'L1',
  eventId: null,
  title: 'Title',
  body: 'Body',
  data: {},
  createdAt: new Date('2026-11-25T10:00:00Z'),
  readAt: null,
  pushedAt: null,
  ...overrides,
});

describe('a notice as the bell shows it', () => {
  it('names its tour (the bell opens /tours at it) and the thread’s buyer (the Notes tab)', () => {
    const tour = noticeItem(row({ data: { tourId: 'T1', state: 'requested', inApp: true } }));
    expect(notificationSchema.parse(tour)).toMatchObject({ kind: 'tour-requested', tourId: 'T1' });
    const note = noticeItem(
      row({ kind: 'note-shared', data: { noteId: 'N1', buyerUsername: 'buyer' } }),
    );
    expect(notificationSchema.parse(note)).toMatchObject({ buyerUsername: 'buyer' });
    expect(note).not.toHaveProperty('tourId');
  });

  it('leaves out what the data does not hold as text', () => {
    const notice = noticeItem(row({ data: { tourId: 7, buyerUsername: null } }));
    expect(notice).not.toHaveProperty('tourId');
    expect(notice).not.toHaveProperty('buyerUsername');
  });
});
