// Measures a list built on the resource mechanism (blog tags) with 10,000 records: the list call's
// median and p95 latency over HTTP for pages of 25 across the list, the last page, and keyword
// searches (which scan names and slugs). Starts the server on a fresh database and adds the tags
// through the API, each with its history row, as staff would.
import { signIn, startBenchServer } from './bench-support.mjs';

const TAGS = Number(process.env.BENCH_TAGS ?? 10_000);
const SAMPLES = 200;
const WORDS = ['Ramadan', 'Hajj', 'Quran', 'Family', 'Youth', 'Charity', 'Dua', 'Seerah', 'Salah', 'Zakat'];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value) => `${value.toFixed(1)} ms`;

function caller(base, token) {
  return async (method, path, body) => {
    const reply = await fetch(`${base}/api/site${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!reply.ok) throw new Error(`${method} ${path}: ${reply.status} ${await reply.text()}`);
    return reply.json();
  };
}

async function timeCalls(call, body) {
  const times = [];
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    const started = performance.now();
    await call('POST', '/blog-tag/list', body(sample));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return `median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`;
}

const server = await startBenchServer();
try {
  const { token } = await signIn(server.address, 'content@example.com', 'Content!2345');
  const call = caller(server.address, token);
  const seeding = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < TAGS) {
        const index = next;
        next += 1;
        await call('POST', '/blog-tag/save', { name: `${WORDS[index % WORDS.length]} ${String(index).padStart(5, '0')}` });
      }
    }),
  );
  const page = (pageno, extra = {}) => ({ keyword: '', limitCount: 25, firstIndex: -2, pageno, ...extra });
  const { totalRecords } = await call('POST', '/blog-tag/list', page(1));
  console.log(`Added ${TAGS} tags through POST blog-tag/save in ${ms(performance.now() - seeding)} (${totalRecords} in all).`);
  const lastPage = Math.ceil(totalRecords / 25);
  console.log(`POST blog-tag/list, page of 25 across the list: ${await timeCalls(call, (sample) => page(((sample * 37) % lastPage) + 1))}`);
  console.log(`POST blog-tag/list, the last page:              ${await timeCalls(call, () => page(lastPage))}`);
  console.log(`POST blog-tag/list, keyword search:             ${await timeCalls(call, (sample) => page(1, { keyword: WORDS[sample % WORDS.length].slice(0, 4).toLowerCase() }))}`);
} finally {
  await server.stop();
}
