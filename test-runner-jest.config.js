// Jest configuration of the Storybook test-runner: every story runs in Debian's Chromium.
import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS } from './scripts/chromium.mjs';

const base = getJestConfig();

export default {
  ...base,
  testTimeout: 30_000,
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
