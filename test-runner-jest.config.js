// Jest configuration of the Storybook test-runner: every story runs in Debian's Chromium.
import { fileURLToPath } from 'node:url';
import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS } from './scripts/chromium.mjs';

const base = getJestConfig();

export default {
  ...base,
  testTimeout: 30_000,
  // One page per worker, kept across story files (see the file).
  testEnvironment: fileURLToPath(new URL('./.storybook/test-environment.js', import.meta.url)),
  // The runner's hooks without the runner's own set-up, which loaded the whole runner again for every file.
  setupFilesAfterEnv: [fileURLToPath(new URL('./.storybook/test-setup.ts', import.meta.url))],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        args: CHROMIUM_ARGS,
      },
    },
  },
};
