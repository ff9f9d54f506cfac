export { useSaveOutcome, type SaveOutcome } from './useSaveOutcome';
export { useSaving } from './useSaving';
