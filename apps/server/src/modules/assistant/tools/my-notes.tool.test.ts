import { describe, expect, it } from 'vitest';
import { notesMessages } from '@rela/contracts';
import { noteLineOf } from './my-notes.tool';

describe('a note Rela quotes', () => {
  it('gives its day in words, never an ISO date', () => {
    const line = noteLineOf({ actor: { id: 'u1', username: 'buyer', role: 'buyer' } })({
      text: 'Loved the kitchen light.',
      visibility: 'shared',
      createdAt: '2026-11-29T15:04:05.000Z',
      buyerUsername: 'buyer',
    });
    expect(line).toBe(
      `- Loved the kitchen light. _(Nov 29, 2026, ${notesMessages.assistantShared})_`,
    );
    expect(line).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
