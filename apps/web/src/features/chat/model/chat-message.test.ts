import { describe, expect, it } from 'vitest';
import type { ChatEntry } from '@rela/contracts';
import { serverMessages } from './chat-message';

const hello: ChatEntry = { sender: 'bot', text: 'Hello', timestamp: '2026-03-01T12:00:00Z' };
const undated: ChatEntry = { sender: 'user', text: 'Hi', timestamp: null };

describe('the server reading as messages', () => {
  it('keeps each unchanged message as the previous reading had it, an undated one with its first time', () => {
    const first = serverMessages([hello, undated], 1_000);
    const again = serverMessages([hello, undated], 9_000, first);
    expect(again[0]).toBe(first[0]);
    expect(again[1]).toBe(first[1]);
    expect(again[1]?.rawTimestamp).toBe(1_000);
  });

  it('makes a new message where the text, sender, actions or time changed', () => {
    const first = serverMessages([hello, undated], 1_000);
    const edited = serverMessages([{ ...hello, text: 'Hello there' }, undated], 1_000, first);
    expect(edited[0]).not.toBe(first[0]);
    expect(edited[0]?.text).toBe('Hello there');
    const redated = serverMessages([{ ...hello, timestamp: '2026-03-01T12:05:00Z' }], 1_000, first);
    expect(redated[0]).not.toBe(first[0]);
    const withActions = serverMessages(
      [{ ...hello, actions: [{ kind: 'confirm', label: 'Yes', reply: 'yes' }] }],
      1_000,
      first,
    );
    expect(withActions[0]).not.toBe(first[0]);
    const resent = serverMessages([{ ...undated, sender: 'bot' }], 1_000, [first[1]!]);
    expect(resent[0]).not.toBe(first[1]);
  });
});
