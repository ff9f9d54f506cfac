export { isMobileDevice } from './isMobileDevice';
