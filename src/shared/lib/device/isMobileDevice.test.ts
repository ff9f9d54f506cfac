import { describe, expect, it } from 'vitest';
import { isMobileDevice } from './isMobileDevice';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const MAC_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

describe('isMobileDevice', () => {
  it('treats phones as mobile', () => {
    expect(isMobileDevice(IPHONE, 5)).toBe(true);
    expect(isMobileDevice(ANDROID, 5)).toBe(true);
  });
  it('treats desktop browsers as desktop', () => {
    expect(isMobileDevice(DESKTOP_CHROME, 0)).toBe(false);
    expect(isMobileDevice(MAC_SAFARI, 0)).toBe(false);
  });
  it('treats an iPad that reports a Mac as a tablet', () => {
    expect(isMobileDevice(MAC_SAFARI, 5)).toBe(true);
  });
});
