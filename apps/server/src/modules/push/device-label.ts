/** Browsers by their User-Agent token, the more specific first (Edge and Opera also say Chrome). */
const browsers: readonly [RegExp, string][] = [
  [/\bEdg(A|iOS|e)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(Headless)?Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const systems: readonly [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bWindows\b/, 'Windows'],
  [/\bLinux\b/, 'Linux'],
];

const first = (list: readonly [RegExp, string][], text: string) =>
  list.find(([pattern]) => pattern.test(text))?.[1];

/**
 * A device's name on My Account from the browser's User-Agent at subscription: "Chrome on
 * Android", "Safari on iPhone"; "Browser" and "this device" for what it does not know.
 */
export const deviceLabel = (userAgent: string | undefined): string => {
  const text = (userAgent ?? '').slice(0, 512);
  const browser = first(browsers, text) ?? 'Browser';
  const system = first(systems, text);
  return system ? `${browser} on ${system}` : browser;
};
