// Starts `server/main.ts` as a child process and waits for the address it prints.
import { spawn } from 'node:child_process';

export function startServer(env = {}) {
  return new Promise((resolvePromise, reject) => {
    // Node itself with tsx's loader: one process, so a stop signal reaches the server directly.
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      // The server's own grace for requests in flight ends before this script's stop gives up on it.
      env: { SHUTDOWN_GRACE_MS: '4000', ...process.env, ...env },
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
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null) return done();
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
