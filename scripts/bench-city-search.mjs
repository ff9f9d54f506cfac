// Measures the city search of the business user form (POST legacy-location/global-search) over HTTP on
// a fresh server: the first search, which indexes the world's cities, then the median and p95 latency
// of searches for the first 3 to 6 letters of well-known and lesser-known city names. The aim is a p95
// of 20 ms or less.
import { signIn, startBenchServer } from './bench-support.mjs';

const SAMPLES = Number(process.env.BENCH_SEARCHES ?? 1_000);
const NAMES = ['Lahore', 'Karachi', 'London', 'Istanbul', 'Kuala Lumpur', 'Toronto', 'San Francisco', 'Santiago', 'Saint-Denis', 'New York', 'Newcastle', 'Zürich', 'Mecca', 'Medina', 'Cairo', 'Casablanca', 'Jakarta', 'Dhaka', 'Birmingham', 'Bradford', 'Springfield', 'Aberdeen', 'Mar del Plata', 'Port Louis'];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value) => `${value.toFixed(1)} ms`;

const server = await startBenchServer({ build: process.env.BENCH_BUILD === '1' });
try {
  const { token } = await signIn(server.address, 'content@example.com', 'Content!2345');
  const search = async (keyword) => {
    const reply = await fetch(`${server.address}/api/site/legacy-location/global-search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ keyword, limitCount: 25, firstIndex: -2, pageno: 1 }),
    });
    if (!reply.ok) throw new Error(`global-search ${keyword}: ${reply.status} ${await reply.text()}`);
    const { cities } = await reply.json();
    if (cities.length > 25) throw new Error(`global-search ${keyword}: ${cities.length} cities`);
    return cities;
  };
  const first = performance.now();
  const lahore = await search('Lah');
  console.log(`First search ('Lah', indexes the cities): ${ms(performance.now() - first)}; first answer ${lahore[0].cityName}, ${lahore[0].countryName}.`);
  const times = [];
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    const name = NAMES[sample % NAMES.length];
    const keyword = name.slice(0, 3 + (Math.floor(sample / NAMES.length) % 4));
    const started = performance.now();
    await search(keyword);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`POST legacy-location/global-search, ${SAMPLES} searches of 3 to 6 letters: median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, slowest ${ms(times.at(-1))}`);
} finally {
  await server.stop();
}
