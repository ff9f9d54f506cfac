export { useSaveOutcome, type SaveOutcome } from './useSaveOutcome';
