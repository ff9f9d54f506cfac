import { ENCODE_SAMPLE_RATE, MP3_BITRATE_KBPS, RECORDING_FILE_NAME } from '../config/limits';
import type { EncodeReply, EncodeRequest } from './encoderProtocol';
import { downmixToMono } from './pcm';

export interface EncodedTake {
  /** The MP3 to upload, named as the spec asks. */
  file: File;
  /** The take's length, measured on the decoded audio. */
  durationMs: number;
}

/**
 * Turns a recorded take (WebM/Opus from MediaRecorder) into a 128 kbps MP3 file. The browser decodes
 * the take (an AudioContext is not available inside workers; decoding runs off the main thread
 * anyway), then a Web Worker encodes it. The worker's code is fetched only on the first send.
 */
export async function encodeTake(take: Blob, onProgress: (percent: number) => void): Promise<EncodedTake> {
  const decoder = new OfflineAudioContext({ numberOfChannels: 1, length: 1, sampleRate: ENCODE_SAMPLE_RATE });
  const audio = await decoder.decodeAudioData(await take.arrayBuffer());
  const channels = Array.from({ length: audio.numberOfChannels }, (_, index) => audio.getChannelData(index));
  const request: EncodeRequest = {
    samples: downmixToMono(channels),
    sampleRate: audio.sampleRate,
    bitrateKbps: MP3_BITRATE_KBPS,
  };
  const mp3 = await runEncoder(request, onProgress);
  return {
    file: new File([mp3], RECORDING_FILE_NAME, { type: 'audio/mpeg' }),
    durationMs: Math.round(audio.duration * 1000),
  };
}

async function runEncoder(request: EncodeRequest, onProgress: (percent: number) => void): Promise<Uint8Array<ArrayBuffer>> {
  const { default: EncoderWorker } = await import('./encoder.worker?worker');
  const worker = new EncoderWorker({ name: 'mp3-encoder' });
  try {
    return await new Promise((resolve, reject) => {
      worker.addEventListener('message', (event: MessageEvent<EncodeReply>) => {
        const message = event.data;
        if (message.type === 'progress') onProgress(message.percent);
        else if (message.type === 'done') resolve(message.mp3 as Uint8Array<ArrayBuffer>);
        else reject(new Error(message.message));
      });
      worker.addEventListener('error', (event) => reject(new Error(event.message || 'The MP3 encoder stopped.')));
      worker.postMessage(request, [request.samples.buffer]);
    });
  } finally {
    worker.terminate();
  }
}
