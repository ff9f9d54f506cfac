// A front end like a team's load balancer, for replicas on one machine (`npm run start:replicas`, the fault
// drill). It asks each replica's /readyz twice a second and sends requests round the ready ones: a replica
// is taken out after three failed checks in a row (as Kubernetes' default failureThreshold; one slow
// answer on a busy machine is no reason) and put back after one good one. A replica that refuses the
// connection is taken out at once and passed over for the next, as nothing reached it. Each request opens its own
// connection, so a replica that stops is never sent a request on a connection it is closing. A replica
// that fails after a request reached it is answered with 502: only the client, with its Idempotency-Key,
// can say whether sending it again is safe. Every reply carries `x-replica`, the number of the replica.
import http from 'node:http';

const CHECK_EVERY_MS = 500;
const CHECK_TIMEOUT_MS = 1000;
const FAILED_CHECKS_TO_TAKE_OUT = 3;
const BODY_LIMIT = 64 * 1024 * 1024;

const failure = (response, status, message, headers = {}) => {
  if (response.headersSent) return response.destroy();
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify({ success: false, message }));
};

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let length = 0;
    request.on('data', (chunk) => {
      length += chunk.length;
      if (length > BODY_LIMIT) request.destroy(new Error('body too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Whether the replica at `address` answers /readyz with 200 within a second. */
function isReady(address) {
  return new Promise((resolve) => {
    const check = http.get(`${address}/readyz`, { agent: false, timeout: CHECK_TIMEOUT_MS }, (reply) => {
      reply.resume();
      resolve(reply.statusCode === 200);
    });
    check.on('timeout', () => check.destroy());
    check.on('error', () => resolve(false));
  });
}

/**
 * Listens on `port` (0: a free one). `add(address)` puts a replica behind it once it is ready and gives its
 * number; `remove(address)` takes one out. Resolves to `{ address, add, remove, close }`.
 */
export async function startFrontEnd({ port = 0 } = {}) {
  /** @type {{ address: string, number: number, ready: boolean, failedChecks: number }[]} */
  const replicas = [];
  let numbered = 0;
  let next = 0;

  const check = async (replica) => {
    if (await isReady(replica.address)) {
      replica.failedChecks = 0;
      replica.ready = true;
    } else if (++replica.failedChecks >= FAILED_CHECKS_TO_TAKE_OUT) {
      replica.ready = false;
    }
  };
  const checkAll = () => Promise.all(replicas.map(check));
  // One round of checks at a time: the next begins half a second after the last one ended.
  let checking = true;
  void (async () => {
    while (checking) {
      await checkAll();
      await new Promise((resolve) => setTimeout(resolve, CHECK_EVERY_MS).unref());
    }
  })();

  /** Sends the request to a ready replica; one that refuses the connection is marked down and the next tried. */
  const forward = (request, response, body, tried = new Set()) => {
    const ready = replicas.filter((replica) => replica.ready && !tried.has(replica));
    if (ready.length === 0) return failure(response, 503, 'No replica is ready to take requests.', { 'retry-after': '1' });
    const replica = ready[next++ % ready.length];
    tried.add(replica);
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    // The body goes on whole, with its length; the connection is the front end's own.
    const headers = { ...request.headers };
    delete headers['transfer-encoding'];
    delete headers.connection;
    const upstream = http.request(
      `${replica.address}${request.url}`,
      { method: request.method, headers: { ...headers, 'x-forwarded-for': forwardedFor, 'content-length': body.length }, agent: false },
      (reply) => {
        response.writeHead(reply.statusCode ?? 502, { ...reply.headers, 'x-replica': String(replica.number) });
        reply.pipe(response);
        reply.on('error', () => response.destroy());
      },
    );
    upstream.on('error', (error) => {
      if (error.code === 'ECONNREFUSED') {
        replica.ready = false;
        replica.failedChecks = FAILED_CHECKS_TO_TAKE_OUT;
        return forward(request, response, body, tried);
      }
      failure(response, 502, 'The server ended before it answered. Please try again.');
    });
    upstream.end(body);
  };

  const server = http.createServer(async (request, response) => {
    let body;
    try {
      body = await readBody(request);
    } catch {
      return failure(response, 413, 'The request body is too large.');
    }
    forward(request, response, body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: realPort } = server.address();

  return {
    address: `http://127.0.0.1:${realPort}`,
    async add(address) {
      const ready = await isReady(address);
      const replica = { address, number: ++numbered, ready, failedChecks: ready ? 0 : FAILED_CHECKS_TO_TAKE_OUT };
      replicas.push(replica);
      return replica.number;
    },
    remove(address) {
      const at = replicas.findIndex((replica) => replica.address === address);
      if (at >= 0) replicas.splice(at, 1);
    },
    close() {
      checking = false;
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
