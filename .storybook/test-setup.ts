import config from './test-runner';

/**
 * The story runner's set-up of each story file, in place of the runner's own `jest-setup.js`: that one
 * imports the whole runner (its transform, Babel, Storybook's server code) into the file's fresh module
 * registry, about 0.8 s of every one of the 140 files. The runner's page set-up comes from the test
 * environment, which loaded it once for the worker (.storybook/test-environment.js); the hooks are this
 * folder's test-runner.ts, as the runner's set-up would have found them.
 */
config.setup?.();
Object.assign(globalThis, { __sbPreVisit: config.preVisit, __sbPostVisit: config.postVisit, __sbCollectCoverage: false });
