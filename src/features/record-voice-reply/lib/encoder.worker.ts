// The MP3 encoder's worker: LAME runs here, so a long take never freezes the page while it encodes.
import type { EncodeReply, EncodeRequest } from './encoderProtocol';
import { encodeMp3 } from './mp3';

function reply(message: EncodeReply, transfer: Transferable[] = []) {
  self.postMessage(message, { transfer });
}

self.addEventListener('message', (event: MessageEvent<EncodeRequest>) => {
  const { samples, sampleRate, bitrateKbps } = event.data;
  encodeMp3(samples, { sampleRate, bitrateKbps, onProgress: (percent) => reply({ type: 'progress', percent }) }).then(
    (mp3) => reply({ type: 'done', mp3 }, [mp3.buffer]),
    (error: unknown) => reply({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
  );
});
