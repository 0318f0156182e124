import { describe, expect, it } from 'vitest';
import { deviceLabel } from './device-label.ts';

describe('the device label of a payment', () => {
  it('names browser, device kind and system as the spec writes them', () => {
    expect(
      deviceLabel(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      ),
    ).toBe('member_web-chrome_desktop-windows');
    expect(
      deviceLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('member_web-safari_mobile-ios');
    expect(
      deviceLabel(
        'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('member_web-samsung_mobile-android');
    expect(
      deviceLabel(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
      ),
    ).toBe('member_web-firefox_desktop-macos');
    expect(
      deviceLabel(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      ),
    ).toBe('member_web-edge_desktop-windows');
    expect(
      deviceLabel(
        'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('member_web-safari_tablet-ios');
  });

  it('says unknown when there is no User-Agent, and other for what it does not know', () => {
    expect(deviceLabel(undefined)).toBe('member_web-unknown_unknown-unknown');
    expect(deviceLabel('curl/8.5.0')).toBe('member_web-other_desktop-other');
  });
});
