import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importZones } from './eslint-rules/import-zones.js';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', '**/data/**', '**/test-results/**', '**/playwright-report/**', 'apps/server/drizzle/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // One way to word things in the web app: the i18next catalogue, whose `shared` namespace is the
    // domain's own texts (decision 099). The domain's en-GB renderers are for the server.
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@groupgift/domain',
              importNames: ['MESSAGES', 'formatMessage', 'renderMessage'],
              message: "Look words up with t('shared:…'), i18n.t or messageText(ref) from lib/i18n (decision 099).",
            },
          ],
        },
      ],
    },
  },
  {
    // Features import shared layers, never each other; shared layers import no feature (apps/web/README.md).
    files: ['apps/web/src/**/*.tsx', 'apps/web/src/**/*.ts'],
    plugins: { web: { rules: { 'import-zones': importZones } } },
    rules: { 'web/import-zones': ['error', { root: fileURLToPath(new URL('apps/web/src', import.meta.url)) }] },
  },
);
