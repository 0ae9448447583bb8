import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test/memory-storage';
import { createSessionStore } from './storage';

describe('the session store', () => {
  it('keeps app data beside the user record, through its rewrites, until sign-out', () => {
    const local = memoryStorage();
    const tab = memoryStorage();
    const store = createSessionStore(local, tab);

    store.writeUser({ username: 'buyer' }, false);
    store.writeItem('chat.lastOpen', '42');
    expect(tab.getItem('rela.chat.lastOpen')).toBe('42');
    // A reload caches the profile again, where remember me says.
    store.writeUser({ username: 'buyer' }, store.rememberMe());
    expect(store.readItem('chat.lastOpen')).toBe('42');
    expect(local.length).toBe(0);

    store.clear();
    expect(store.readItem('chat.lastOpen')).toBeNull();
    expect(tab.length).toBe(0);
  });
});
