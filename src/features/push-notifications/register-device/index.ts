/**
 * Register the device for push notifications: `<RegisterDevice />` sends POST sync-device-v3 once per
 * browser session for the moderator group, with a stable id kept in local storage; a refusal shows
 * the server's message in a toast.
 */
export { RegisterDevice } from './ui/RegisterDevice';
export { useRegisterDevice } from './model/useRegisterDevice';
export { deviceBody, DEVICE_ID_KEY, REGISTERED_KEY } from './model/deviceBody';
