// Starts `server/main.ts` as a child process and waits for the address it prints.
import { spawn } from 'node:child_process';

export function startServer(env = {}) {
  return new Promise((resolvePromise, reject) => {
    // Node itself with tsx's loader: one process, so a stop signal reaches the server directly.
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      // The server's own grace for requests in flight ends before this script's stop gives up on it.
      // The AWS SDK's notice that its releases after January 2027 need Node 22 is said once in the README, not
      // by every server a test starts.
      env: { SHUTDOWN_GRACE_MS: '4000', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
      const match = /Back-office running at (http:\/\/\S+)/.exec(output);
      if (match) {
        resolvePromise({
          address: match[1].replace(/\/$/, ''),
          /** Ends the process at once, as a crash or an out-of-memory kill would (the fault drill). */
          kill: () =>
            new Promise((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGKILL');
            }),
          /** Resolves to the exit code once the process has ended. */
          exited: () => new Promise((done) => (child.exitCode !== null ? done(child.exitCode) : child.once('exit', (code) => done(code)))),
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done();
              // A graceful stop gets five seconds; after that the process is ended outright.
              const force = setTimeout(() => child.kill('SIGKILL'), 5000);
              child.once('exit', () => {
                clearTimeout(force);
                done();
              });
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.on('exit', (code) => reject(new Error(`The server stopped before it was ready (exit ${code}).`)));
  });
}
