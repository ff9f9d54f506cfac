import { chatContract } from '@/shared/api';
import { browserTimeZone, describeDevice } from '../lib/describeDevice';

/** Where the browser keeps its own device id, so every registration updates the same row. */
export const DEVICE_ID_KEY = 'DEVICE_IDENTIFIER';
/** Set for the rest of the browser session once this user's device is registered. */
export const REGISTERED_KEY = 'DEVICE_REGISTERED_FOR';

/** The spec's fixed values: the back-office app, the web platform, notifications on. */
const APP_ID = chatContract.CHAT_APP_ID;
const NOTIFICATIONS_ON = 1;

/** The build's version when the deployment names one (VITE_APP_VERSION), otherwise left empty. */
const APP_VERSION = String(import.meta.env?.VITE_APP_VERSION ?? '');

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** This browser's stable random id: made once, then read back from local storage. */
export function deviceIdentifier(storage: Storage = localStorage): string {
  const known = storage.getItem(DEVICE_ID_KEY);
  if (known) return known;
  const made = randomId();
  storage.setItem(DEVICE_ID_KEY, made);
  return made;
}

/**
 * The sync-device-v3 body. A web page has no native push token: until a web push service is set
 * up, the token is derived from the device id, so the row exists and can be given a real token later.
 */
export function deviceBody(userAgent: string = navigator.userAgent, storage: Storage = localStorage): chatContract.SyncDeviceBody {
  const identifier = deviceIdentifier(storage);
  const { osVersion, model, manufacturer } = describeDevice(userAgent);
  return {
    osVersion,
    identifier,
    appId: APP_ID,
    osId: chatContract.WEB_OS_ID,
    notification: NOTIFICATIONS_ON,
    timezone: browserTimeZone(),
    deviceToken: `web:${identifier}`,
    appVersion: APP_VERSION,
    model,
    manufacturer,
  };
}
