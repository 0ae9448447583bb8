import { describe, expect, it } from 'vitest';
import { complianceMessages, type Notification } from '@rela/contracts';
import { noticeTarget } from './notice-target';

describe('where a notice opens', () => {
  it('opens the owner’s compliance page for stale MLS data (REQ-DATA-FRESHNESS)', () => {
    const notice: Notification = {
      id: 'n1',
      kind: 'data-stale',
      title: complianceMessages.staleNotice.title,
      body: complianceMessages.staleNotice.body(12, 'never'),
      createdAt: '2026-11-29T14:00:00.000Z',
      readAt: null,
    };
    expect(noticeTarget(notice)).toEqual({ to: 'page', path: '/compliance' });
  });
});
