// Runs a command, streaming its output; rejects with the command line when it fails. With `prefix`, each
// line of its output is printed after that prefix, so commands run side by side can be told apart.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export function run(command, args, { prefix, ...options } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit', ...options });
    if (prefix) {
      for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
        createInterface({ input: stream }).on('line', (line) => out.write(`${prefix} ${line}\n`));
      }
    }
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}
