import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The build lists every file it writes; the test log keeps the warnings only.
  viteFinal: (viteConfig) => ({ ...viteConfig, logLevel: 'warn' }),
};
export default config;
