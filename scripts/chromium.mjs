// Finds Debian's Chromium (or CHROMIUM_PATH); installs the `chromium` package when none is found.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Flags that keep headless Chromium quiet on a machine with a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  // A fake microphone (a steady beep) that is granted without a prompt, for the voice-recording stories.
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

function found() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured && existsSync(configured)) return configured;
  return CANDIDATES.find((path) => existsSync(path));
}

export function ensureChromium() {
  const existing = found();
  if (existing) return existing;
  console.log('No Chromium found: installing Debian\'s chromium package…');
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args) => execFileSync(asRoot[0] ?? args[0], asRoot.length ? args : args.slice(1), { stdio: 'inherit' });
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium', 'fonts-noto-core']);
  const installed = found();
  if (!installed) throw new Error('Chromium could not be installed; set CHROMIUM_PATH to a Chromium binary.');
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium());
}
