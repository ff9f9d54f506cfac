// Measures whether a burst of wrong sign-ins slows everything else down: on a fresh server, fires 40
// wrong sign-ins at once (`BENCH_SIGN_INS=…`), each for its own unknown e-mail from its own address (a
// spray from many machines, so the sign-in limits per account and address do not refuse them), and
// while they run fetches a panel asset and a stored file again and again. Reports the max and median
// latency of each, how long the burst took, and how the sign-ins were answered. Loopback only; the
// server runs with the default password cost and stops at the end.
import { existsSync } from 'node:fs';
import { startBenchServer } from './bench-support.mjs';

const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 40);
/** The gap between two fetches of the same file while the burst runs. */
const SAMPLE_GAP_MS = 100;
/** Nothing here may hang: every call gives up after this. */
const CALL_TIMEOUT_MS = 120_000;
const STORED_FILE = '/public-files/ramadan-timetable-2026.pdf';
const APP_HEADERS = { 'x-app-key': 'athan-back-office', 'x-app-secret': 'bo-7f3c9a1e5d2b' };

const median = (sorted) => sorted[Math.floor(sorted.length / 2)];
const ms = (value) => `${value.toFixed(0)} ms`;

async function timedGet(base, path) {
  const started = performance.now();
  const reply = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
  await reply.arrayBuffer();
  if (!reply.ok) throw new Error(`GET ${path}: ${reply.status}`);
  return performance.now() - started;
}

/** A wrong sign-in from the address `from` (the server believes the loopback proxy's X-Forwarded-For). */
async function wrongSignIn(base, index, from) {
  const reply = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { ...APP_HEADERS, 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ username: `nobody${index}@example.com`, password: `Wrong!${index}` }),
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  const body = await reply.json().catch(() => ({}));
  const why = reply.status === 429 ? ` ${body.messageCode ?? body.message}, Retry-After ${reply.headers.get('retry-after')}` : '';
  return `${reply.status}${why}`;
}

/** Fetches `path` every SAMPLE_GAP_MS until `done` says stop, and at least five times. */
async function sampleWhile(done, base, path) {
  const times = [];
  while (times.length < 5 || !done()) {
    times.push(await timedGet(base, path));
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_GAP_MS));
  }
  return times.sort((a, b) => a - b);
}

// Any build of the panel serves: the figure is of reading a file, not of what the file holds.
const server = await startBenchServer({ env: { TRUST_PROXY: '127.0.0.1' }, build: !existsSync('dist/index.html') });
try {
  const base = server.address;
  const asset = /\/assets\/[^"']+\.js/.exec(await (await fetch(`${base}/`)).text())?.[0];
  if (!asset) throw new Error('The panel page names no script under /assets/.');
  // Untimed first: the first reads of each file, and the hash unknown accounts are checked against.
  await timedGet(base, asset);
  await timedGet(base, STORED_FILE);
  await wrongSignIn(base, 'warm-up', '192.0.2.1');
  const quiet = { asset: await timedGet(base, asset), file: await timedGet(base, STORED_FILE) };

  let burstOver = false;
  const started = performance.now();
  const burst = Promise.all(
    Array.from({ length: SIGN_INS }, (_, index) => wrongSignIn(base, index, `198.51.100.${index + 1}`)),
  ).finally(() => {
    burstOver = true;
  });
  const [answers, assetTimes, fileTimes] = await Promise.all([
    burst.then((list) => ({ list, ms: performance.now() - started })),
    sampleWhile(() => burstOver, base, asset),
    sampleWhile(() => burstOver, base, STORED_FILE),
  ]);

  const tally = answers.list.reduce((counts, answer) => counts.set(answer, (counts.get(answer) ?? 0) + 1), new Map());
  console.log(`${SIGN_INS} parallel wrong sign-ins answered in ${ms(answers.ms)}:`);
  for (const [answer, count] of tally) console.log(`  ${count} × ${answer}`);
  console.log(`Sign-ins refused with 429: ${answers.list.filter((answer) => answer.startsWith('429')).length}`);
  console.log(`Panel asset ${asset} (quiet: ${ms(quiet.asset)}), ${assetTimes.length} fetches during the burst: median ${ms(median(assetTimes))}, max ${ms(assetTimes.at(-1))}`);
  console.log(`Stored file ${STORED_FILE} (quiet: ${ms(quiet.file)}), ${fileTimes.length} fetches during the burst: median ${ms(median(fileTimes))}, max ${ms(fileTimes.at(-1))}`);
} finally {
  await server.stop();
}
