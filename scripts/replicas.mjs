// `npm run start:replicas`: the panel as a team runs it, on one machine. Several server processes
// (REPLICAS, 2) share one PostgreSQL and one S3-compatible bucket, behind one address (PORT, 8080) that
// hands each request to the next ready replica in turn (scripts/front-end.mjs), so consecutive calls of
// one browser land on different processes. DATABASE_URL and S3_* name real ones; without them a throwaway PostgreSQL
// cluster and a local S3 stand-in (s3rver) are started and removed again on exit. Needs a built panel
// (`npx vite build`). Every reply carries `x-replica`, the number of the process that answered.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import S3rver from '@20minutes/s3rver';
import { startFrontEnd } from './front-end.mjs';
import { startPostgres } from './postgres.mjs';
import { startServer } from './server-process.mjs';

/** A local S3 stand-in with one bucket, in a temporary folder. */
export async function startStandInBucket() {
  const folder = mkdtempSync(join(tmpdir(), 'back-office-bucket-'));
  const bucket = 'back-office-files';
  // As on a real bucket, the browser may PUT and GET across origins only by a CORS rule (README).
  const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
  const standIn = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: bucket, configs: [cors] }],
  });
  const { port } = await standIn.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      await standIn.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the database and bucket (unless the environment names them), the front end on `port` (0 = a
 * free one) and `count` replicas behind it. Resolves to the front end's address, the running replicas
 * (each with its address, `kill` and `stop`), `addReplica()` to start one more behind the front end,
 * `postgres` (the throwaway cluster, when one was started) and `stop`.
 */
export async function startReplicas({ count = 2, port = 0, env = process.env } = {}) {
  const stops = [];
  const stop = async () => {
    for (const close of stops.reverse()) await close();
  };
  try {
    let databaseUrl = env.DATABASE_URL;
    let postgres;
    if (!databaseUrl) {
      postgres = await startPostgres();
      stops.push(() => postgres.stop());
      databaseUrl = postgres.url;
    }
    let storageEnv = {};
    if (!env.S3_BUCKET) {
      const bucket = await startStandInBucket();
      stops.push(() => bucket.stop());
      storageEnv = bucket.env;
    }
    // The front end listens first: its address is the PUBLIC_URL of every link a replica hands out.
    const frontEnd = await startFrontEnd({ port });
    stops.push(() => frontEnd.close());
    const shared = {
      ...storageEnv,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: frontEnd.address,
      TRUST_PROXY: '127.0.0.1',
      // Links signed by one replica are checked by another: they share the secret.
      SECRET: env.SECRET ?? randomBytes(32).toString('base64url'),
      PORT: '0',
      LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
    };
    /** Each replica has a folder of its own; each that started is stopped at the end. */
    const startOne = async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'back-office-replica-'));
      stops.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const replica = await startServer({ ...shared, DATA_DIR: dataDir });
      stops.push(() => replica.stop());
      return replica;
    };
    // All start together; the database lock lets one of them migrate and seed while the others wait.
    const starts = await Promise.allSettled(Array.from({ length: count }, startOne));
    const failed = starts.find((start) => start.status === 'rejected');
    if (failed) throw failed.reason;
    const replicas = starts.map((start) => start.value);
    for (const replica of replicas) await frontEnd.add(replica.address);
    const addReplica = async () => {
      const replica = await startOne();
      await frontEnd.add(replica.address);
      return replica;
    };
    return { address: frontEnd.address, replicas, addReplica, frontEnd, postgres, storageEnv, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const count = Number(process.env.REPLICAS ?? 2);
  if (!Number.isInteger(count) || count < 1) throw new Error(`REPLICAS must be a whole number from 1, not "${process.env.REPLICAS}".`);
  const running = await startReplicas({ count, port: Number(process.env.PORT ?? 8080) });
  console.log(`${count} replicas (${running.replicas.map((replica) => replica.address).join(', ')}) serve the back-office at ${running.address}/`);
  const stopAll = async () => {
    await running.stop();
    process.exit(0);
  };
  process.once('SIGINT', stopAll);
  process.once('SIGTERM', stopAll);
}
