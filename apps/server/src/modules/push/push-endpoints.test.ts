import { describe, expect, it } from 'vitest';
import { deviceLabel } from './device-label';
import { endpointAllowed } from './push-endpoints';

/** REQ-PUSH-ALLOWLIST (ADR 052): where Rela sends a push, asked at subscription and at each send. */
describe('the push endpoints Rela sends to', () => {
  it('takes the browsers’ push services over https', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://web.push.apple.com/QGk5ZTMy',
      'https://api.push.apple.com/3/device/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
      'https://FCM.googleapis.com/fcm/send/upper-case-host',
    ])
      expect(endpointAllowed(endpoint, []), endpoint).toBe(true);
  });

  it('refuses anything else: other hosts, http, ports, credentials, look-alikes, private addresses', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:444/fcm/send/x',
      'https://user:secret@fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilpush.apple.com.example/x',
      'https://push.apple.com.evil.example/x',
      'https://notpush.apple.com/x',
      'https://xnotify.windows.com/x',
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://10.0.0.8/x',
      'http://169.254.169.254/latest/meta-data',
      'https://localhost/x',
      'file:///etc/passwd',
      'not a url',
      '',
    ])
      expect(endpointAllowed(endpoint, []), endpoint).toBe(false);
  });

  it('takes the configured origins exactly (scheme, host and port), and only them', () => {
    const origins = ['http://127.0.0.1:4100', 'https://push.example.org'];
    expect(endpointAllowed('http://127.0.0.1:4100/push/abc', origins)).toBe(true);
    expect(endpointAllowed('https://push.example.org/wpush/1', origins)).toBe(true);
    expect(endpointAllowed('http://127.0.0.1:4101/push/abc', origins)).toBe(false);
    expect(endpointAllowed('https://127.0.0.1:4100/push/abc', origins)).toBe(false);
    expect(endpointAllowed('http://push.example.org/wpush/1', origins)).toBe(false);
    expect(endpointAllowed('http://localhost:4100/push/abc', origins)).toBe(false);
    expect(endpointAllowed('http://x:y@127.0.0.1:4100/push/abc', origins)).toBe(false);
  });
});

describe('a device’s label', () => {
  it('names the browser and the system from the User-Agent', () => {
    const cases: [string | undefined, string][] = [
      [
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
        'Chrome on Android',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
        'Safari on iPhone',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
        'Edge on Windows',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0',
        'Firefox on Mac',
      ],
      [
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
        'Chrome on Linux',
      ],
      ['curl/8.5.0', 'Browser'],
      [undefined, 'Browser'],
    ];
    for (const [userAgent, label] of cases) expect(deviceLabel(userAgent)).toBe(label);
  });
});
