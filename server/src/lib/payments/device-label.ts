/**
 * SPEC.md section 9: the device a payment was started or completed on, as
 * `member_web-{browser_devicekind}-{os}`, e.g. `member_web-chrome_desktop-windows`. Read from the
 * User-Agent header: good enough for support, never used for decisions.
 */

const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'edge'],
  [/OPR\/|Opera/, 'opera'],
  [/SamsungBrowser\//, 'samsung'],
  [/Firefox\/|FxiOS\//, 'firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'chrome'],
  [/Safari\//, 'safari'],
];

const systems: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'ios'],
  [/Android/, 'android'],
  [/Windows/, 'windows'],
  [/Mac OS X|Macintosh/, 'macos'],
  [/CrOS/, 'chromeos'],
  [/Linux/, 'linux'],
];

function firstMatch(text: string, patterns: [RegExp, string][]): string {
  return patterns.find(([pattern]) => pattern.test(text))?.[1] ?? 'other';
}

function deviceKind(text: string): string {
  if (/iPad|Tablet/.test(text) || (/Android/.test(text) && !/Mobile/.test(text))) return 'tablet';
  if (/Mobi|iPhone|iPod/.test(text)) return 'mobile';
  return 'desktop';
}

export function deviceLabel(userAgent: string | undefined): string {
  const text = userAgent ?? '';
  if (text.trim() === '') return 'member_web-unknown_unknown-unknown';
  return `member_web-${firstMatch(text, browsers)}_${deviceKind(text)}-${firstMatch(text, systems)}`;
}
