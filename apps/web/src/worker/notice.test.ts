import { describe, expect, it } from 'vitest';
import { pushMessages } from '@rela/contracts';
import { noticeOf, targetOf } from './notice';

const data = (value: unknown) => ({ json: () => value });
const origin = 'https://rela.example';
const fallback = {
  title: pushMessages.fallbackTitle,
  body: pushMessages.fallbackBody,
  url: '/home',
  tag: '',
};

describe("the worker's notices (REQ-APP-PUSH-VISIBLE)", () => {
  it('shows the payload it can read', () => {
    const payload = {
      title: 'Price ↓ $15,000',
      body: '12 Oak Street',
      url: '/home?home=K1',
      tag: 'n-1',
    };
    expect(noticeOf(data(payload))).toEqual(payload);
  });

  it('shows the fallback for a payload it cannot read, and for none', () => {
    const unreadable = {
      json: () => {
        throw new SyntaxError('not JSON');
      },
    };
    expect(noticeOf(unreadable)).toEqual(fallback);
    expect(noticeOf(null)).toEqual(fallback);
    expect(noticeOf(data({ title: 'Only a title' }))).toEqual(fallback);
    // A URL to another site is not a payload it reads (the schema wants a path of this origin).
    expect(noticeOf(data({ title: 't', body: 'b', url: '//evil.example/x', tag: 't' }))).toEqual(
      fallback,
    );
  });

  it('opens a path of its own origin only', () => {
    expect(targetOf('/tours?tour=t1', origin)).toBe(`${origin}/tours?tour=t1`);
    expect(targetOf('https://evil.example/home', origin)).toBe(`${origin}/home`);
    expect(targetOf('//evil.example/home', origin)).toBe(`${origin}/home`);
    expect(targetOf(undefined, origin)).toBe(`${origin}/home`);
  });
});
