import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'storybook-static*', 'data', 'public/mockServiceWorker.js', 'test-results', 'node_modules'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
    languageOptions: { globals: { ...globals.browser } },
  },
  // The hooks rules (the React Compiler's analysis of every function, most of the lint's time) where React
  // code lives; the server, the scripts and the journeys hold none.
  {
    files: ['src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{js,mjs,ts}', 'e2e/**/*.ts', '*.{js,ts}', '.storybook/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['.storybook/test-runner.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
