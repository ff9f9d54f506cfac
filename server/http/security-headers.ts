import type { FastifyInstance } from 'fastify';

/**
 * Browser defences on every reply. The panel keeps its session token in local storage (as the spec
 * has it), so its Content-Security-Policy allows scripts from this origin only: an injected script
 * would not run, and no other site may frame the panel.
 * - scripts: this origin, plus WebAssembly compilation for the MP3 encoder of voice replies;
 * - styles: this origin and inline styles (react-aria positions overlays and wavesurfer.js draws
 *   its waveform in a shadow root with a style element; styles cannot run code);
 * - images, sound and fetches: this origin, `blob:` for a recording being previewed and sent,
 *   `data:` for image previews and for the encoder's WebAssembly (shipped inside its script as a data
 *   address, which it fetches), and the API services' own origins when they are elsewhere;
 * - files: the object store's origin when browsers upload to it and read from it directly (a stored
 *   file's link answers with a redirect there);
 * - no picture from anywhere else: a picture from another site would tell that site who opened the
 *   page and when. An article's body shows only pictures stored here, which its save checks.
 */
function panelPolicy(apiOrigins: readonly string[], storageOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...storageOrigins].join(' '),
    ['media-src', "'self'", 'blob:', ...storageOrigins].join(' '),
    "font-src 'self'",
    ['connect-src', "'self'", 'blob:', 'data:', ...apiOrigins, ...storageOrigins].join(' '),
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The published Storybook runs its own inline boot scripts and frames its stories from this origin:
 * it may be framed by itself only, and loads nothing from elsewhere.
 */
const STORYBOOK_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob: data:",
  "font-src 'self' data:",
  "connect-src 'self' blob: data:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** The origins of absolute API base URLs (`https://api.example.org/academy` → `https://api.example.org`). */
export function originsOf(urls: readonly (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // A relative base URL is this origin, already allowed.
    }
  }
  return [...origins];
}

export function installSecurityHeaders(app: FastifyInstance, apiOrigins: readonly string[] = [], storageOrigins: readonly string[] = []): void {
  const panel = panelPolicy(apiOrigins, storageOrigins);
  app.addHook('onSend', async (request, reply) => {
    const isStorybook = request.url === '/storybook' || request.url.startsWith('/storybook/');
    reply
      .header('content-security-policy', isStorybook ? STORYBOOK_POLICY : panel)
      .header('x-frame-options', isStorybook ? 'SAMEORIGIN' : 'DENY')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'same-origin')
      .header('cross-origin-opener-policy', 'same-origin');
  });
}
