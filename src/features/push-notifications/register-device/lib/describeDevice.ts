import { chatContract } from '@/shared/api';

/** What the browser can say about the device, in the fields of the sync-device-v3 body. */
export interface DeviceDescription {
  osVersion: string;
  model: string;
  manufacturer: string;
}

const APPLE = 'Apple';

/** Reads the operating system's version, the model and the maker out of a user-agent string. */
export function describeDevice(userAgent: string): DeviceDescription {
  const android = /Android\s+([\d.]+)(?:;\s*([^;)]+))?/i.exec(userAgent);
  if (android) {
    // Recent Chrome hides the real model behind a "K"; an empty model is then more honest than "K".
    const model = (android[2] ?? '').replace(/\s+Build\/.*$/i, '').trim();
    return { osVersion: `Android ${android[1]}`, model: model === 'K' ? '' : model, manufacturer: '' };
  }
  const ios = /(iPhone|iPad|iPod).*?OS\s+([\d_]+)/i.exec(userAgent);
  if (ios) {
    return { osVersion: `iOS ${(ios[2] ?? '').replace(/_/g, '.')}`, model: ios[1] ?? '', manufacturer: APPLE };
  }
  const mac = /Mac OS X\s+([\d_.]+)/i.exec(userAgent);
  if (mac) {
    return { osVersion: `macOS ${(mac[1] ?? '').replace(/_/g, '.')}`, model: 'Macintosh', manufacturer: APPLE };
  }
  const windows = /Windows NT\s+([\d.]+)/i.exec(userAgent);
  if (windows) return { osVersion: `Windows NT ${windows[1]}`, model: '', manufacturer: '' };
  if (/Linux/i.test(userAgent)) return { osVersion: 'Linux', model: '', manufacturer: '' };
  return { osVersion: '', model: '', manufacturer: '' };
}

/** The browser's IANA time zone, or UTC when it cannot tell one the server knows. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && chatContract.isKnownTimeZone(zone) ? zone : 'UTC';
}
