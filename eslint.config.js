import fs from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = fs
  .readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serverModules = fs
  .readdirSync(new URL('./server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Tests and their kits may reach into any module to set up what they test.
const serverTestFiles = [
  '**/*.test.ts',
  '**/*test-kit.ts',
  '**/*test-steps.ts',
  '**/*test-helpers.ts',
];

const deepRelative = {
  regex: '^(\\.\\./){2,}',
  message: 'Use the #src alias instead of a deep relative path (STYLE.md 7).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist-server/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      // Playwright writes these inside e2e/; the report bundles the trace viewer's scripts.
      '**/test-results/**',
      '**/playwright-report/**',
      'server/src/db/migrations/**',
      // The web build's prerendering works in here while the journeys build beside the lint.
      'web/.prerender-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // response.json() is `any` by design; the assertions are what check its shape.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['web/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['web/src/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  // STYLE.md 6: features do not import each other; what several need lives in src/lib, and
  // src/app composes the features. src/lib stands below both.
  ...webFeatures.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^#src/(app|features/(?!${feature}/))`,
              message: 'A feature imports only itself and src/lib; share through src/lib.',
            },
            deepRelative,
          ],
        },
      ],
    },
  })),
  // Issue 13: server modules share through server/src/lib, and use another module only through
  // its services, never its repository, routes or views. src/lib stands below the modules.
  ...serverModules.map((module) => ({
    files: [`server/src/modules/${module}/**/*.{ts,tsx}`],
    ignores: serverTestFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^#src/modules/(?!${module}/)[^/]+/(?![^/]+\\.service\\.ts$)`,
              message:
                'A server module uses another only through its *.service.ts; share through server/src/lib.',
            },
            { regex: '^\\.\\./', message: 'Import another module by its #src path.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['server/src/lib/**/*.{ts,tsx}'],
    ignores: serverTestFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^#src/(modules|idp)/',
              message: 'server/src/lib does not depend on the modules or the identity provider.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^#src/(app|features)/', message: 'src/lib does not depend on the features.' },
            deepRelative,
          ],
        },
      ],
    },
  },
);
