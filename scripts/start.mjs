// `npm start`: build the panel (and the Storybook when asked), then run the embedded server,
// which creates and seeds DATA_DIR on first start and prints its address.
import { run } from './run.mjs';

await run('npx', ['vite', 'build', '--logLevel', 'warn']);
if (process.env.WITH_STORYBOOK === '1') await run('npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static']);
// Node itself with tsx's loader, so a stop signal reaches the server directly.
await run(process.execPath, ['--import', 'tsx', 'server/main.ts']);
