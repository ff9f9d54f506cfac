/* global document, requestAnimationFrame -- these run inside the page, in Chromium. */
// Measures the courses list with 10,000 courses: the list call's median and p95 latency (pages of 10
// and View All pages of 100) over HTTP, and how long View All takes to render in Chromium, on SQLite
// and again on a throwaway PostgreSQL. Builds the panel, starts the server on a fresh database of each
// kind, adds the courses through the API.
import { signedInBrowser, signIn, startBenchServer } from './bench-support.mjs';
import pg from 'pg';
import { startPostgres } from './postgres.mjs';

const COURSES = Number(process.env.BENCH_COURSES ?? 10_000);
const SAMPLES = 200;
/** Calls made and not timed first, so the figures are of a server in its steady state, not of its first compilations. */
const WARM_UP = 50;
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value) => `${value.toFixed(1)} ms`;

function caller(base, token) {
  return async (method, path, body) => {
    const reply = await fetch(`${base}/api/academy${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!reply.ok) throw new Error(`${method} ${path}: ${reply.status} ${await reply.text()}`);
    return reply.status === 204 ? undefined : reply.json();
  };
}

/** A small valid BASIC course; every tenth is a MASTERCLASS so prices and types vary. */
function courseBody(index, imagePath) {
  const masterclass = index % 10 === 0;
  return {
    basicInfo: {
      type: masterclass ? 'MASTERCLASS' : 'BASIC',
      subType: masterclass ? 'HYBRID' : 'RECORDED',
      accessType: 'OPEN',
      occurrenceType: 'NON_RECURRING',
      title: `Bench course ${String(index).padStart(5, '0')}`,
      alias: `bench-${index}`,
      rank: (index % 500) + 1,
      isCommunityEnabled: false,
      isStudentTestimonialEnabled: false,
      containCompletionCertificate: false,
      sharableLink: 'https://example.com/course',
      imagePath,
      isThumbnailLight: false,
    },
    contentInfo: { introVideoId: 'vid-tajweed-intro', containParts: false, containSubParts: false, surveyLink: 'https://example.com/survey', isExternalContentAvailable: false, externalContent: [] },
    overviewInfo: { objectives: [], benefits: ['Practice'], duration: '1h 30m', studentTestimonials: [], milestones: [], completionCriteria: {} },
    subscriptionInfo: { subscriptionDetail: [], priceType: masterclass ? 'PAID' : 'FREE', price: masterclass ? 20 : 0 },
    instructorIds: [1],
    parts: [],
  };
}

async function timeCalls(call, body) {
  for (let sample = 0; sample < WARM_UP; sample += 1) await call('POST', '/course/list', body(sample + SAMPLES));
  const times = [];
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    const started = performance.now();
    await call('POST', '/course/list', body(sample));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}

async function benchOn(label, { env, build, afterSeeding }) {
  console.log(`\n${label}`);
  const server = await startBenchServer({ env, build });
  let browser;
  try {
    const { token, profile } = await signIn(server.address, 'admin@example.com', 'Admin!2345');
    const call = caller(server.address, token);

    const { url, imageKey } = await call('GET', '/presignedurl?fileCategory=COURSE_IMAGE&fileName=bench.png');
    const put = await fetch(url, { method: 'PUT', body: ONE_PIXEL_PNG, headers: { 'content-type': 'image/png' } });
    if (!put.ok) throw new Error(`Image upload failed: ${put.status}`);

    const seeding = performance.now();
    const workers = 8;
    let next = 0;
    await Promise.all(
      Array.from({ length: workers }, async () => {
        while (next < COURSES) {
          const index = next;
          next += 1;
          await call('POST', '/course', courseBody(index, imageKey));
        }
      }),
    );
    const seeded = await call('POST', '/course/list', { pageNumber: 1, pageSize: 1 });
    console.log(`Added ${COURSES} courses through POST /course in ${ms(performance.now() - seeding)} (${seeded.totalRecords} in all).`);
    await afterSeeding?.();

    const lastPage = Math.ceil(seeded.totalRecords / 10);
    const pages = await timeCalls(call, (sample) => ({ pageNumber: (sample * 37) % lastPage + 1, pageSize: 10 }));
    const viewAll = await timeCalls(call, (sample) => ({ pageNumber: (sample % Math.ceil(seeded.totalRecords / 100)) + 1, pageSize: 100 }));
    console.log(`POST course/list, page of 10 (${SAMPLES} pages across the list): median ${ms(pages.median)}, p95 ${ms(pages.p95)}`);
    console.log(`POST course/list, page of 100 (View All):                 median ${ms(viewAll.median)}, p95 ${ms(viewAll.p95)}`);

    const opened = await signedInBrowser({ token, profile });
    browser = opened.browser;
    const context = opened.context;
    const page = await context.newPage();
    await page.goto(`${server.address}/courses`);
    const table = page.getByRole('grid', { name: 'Courses' });
    await table.getByRole('row').nth(1).waitFor();
    const renders = [];
    for (let round = 0; round < 5; round += 1) {
      const started = await page.evaluate(() => performance.now());
      await page.getByRole('button', { name: 'View All' }).click();
      // View All is done when the hundredth course's row is in the (virtualized) table's data.
      await page.waitForFunction(
        () =>
          document.querySelector('[role=table][aria-rowcount="101"]') !== null &&
          document.querySelector('[role=table] [role=row][aria-rowindex="2"]') !== null,
      );
      const finished = await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now()))));
      renders.push(finished - started);
      await page.getByRole('button', { name: 'View All' }).click();
      await table.getByRole('row').nth(1).waitFor();
    }
    renders.sort((a, b) => a - b);
    console.log(`View All in Chromium (click to painted rows, 5 rounds): median ${ms(percentile(renders, 50))}, slowest ${ms(renders.at(-1))}`);
  } finally {
    await browser?.close();
    await server.stop();
  }
}

await benchOn('SQLite (the embedded default)', { env: {}, build: true });
const postgres = await startPostgres();
try {
  // A bulk load is followed by autovacuum in a real cluster, which sets the visibility map that lets the
  // (rank, id) index answer a page's ids alone and gives the planner its statistics; a bench that
  // measures a second after 10,000 inserts would catch the table before that, so it runs the same step,
  // and a checkpoint, which writes out the load's pages before the timing rather than in the middle of it.
  const vacuum = async () => {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      await client.query('vacuum analyze');
      await client.query('checkpoint');
    } finally {
      await client.end();
    }
  };
  await benchOn('PostgreSQL', { env: { DATABASE_URL: postgres.url }, build: false, afterSeeding: vacuum });
} finally {
  postgres.stop();
}
