export { Alert, type AlertProps } from './Alert';
export { ToneIcon, type FeedbackTone } from './ToneIcon';
