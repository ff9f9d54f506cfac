import { uploadsContract } from '@/shared/api';

/** The spec's recording bit rate: replies are stored as constant 128 kbps MP3. */
export const MP3_BITRATE_KBPS = 128;

/** The spec asks for one fixed file name for every recording; the server gives each upload its own key. */
export const RECORDING_FILE_NAME = 'recording.mp3';

/** The take is decoded at this rate before encoding; MediaRecorder's Opus already runs at 48 kHz. */
export const ENCODE_SAMPLE_RATE = 48_000;

/** A chat voice reply may weigh at most this much (the CHAT_AUDIO upload rule). */
export const MAX_REPLY_BYTES = uploadsContract.UPLOAD_RULES.CHAT_AUDIO.maxBytes;

/**
 * Recording stops by itself after five minutes: at 128 kbps that is 4.8 MB, just under the
 * 5 MB CHAT_AUDIO limit (5 MB lasts about 5 min 27 s), so a full take can always be sent.
 */
export const MAX_TAKE_MS = 5 * 60 * 1000;
