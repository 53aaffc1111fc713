import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const bannedInModules = [
  { selector: "NewExpression[callee.name='Date']", message: "Use the tenant's business date (ctx.clock), never the server clock." },
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Use the business date, never the server clock.' },
  { selector: "CallExpression[callee.name='parseFloat']", message: 'Money is Decimal: never parseFloat.' },
  { selector: "CallExpression[callee.object.name='Math'][callee.property.name='round']", message: 'Round with Money and the tenant MoneyContext.' },
  { selector: "CallExpression[callee.object.name='Decimal'][callee.property.name='set']", message: 'Pass a MoneyContext instead of changing global Decimal state.' },
];

export default tseslint.config(
  { ignores: ['node_modules/**', 'data/**', '.cache/**', 'eslint.config.mjs', '.dependency-cruiser.cjs', 'bin/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', name: ['describe', 'it', 'test', 'suite'], package: 'node:test' }] },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/require-await': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      curly: ['error', 'all'],
      'max-lines': ['error', { max: 600, skipBlankLines: true, skipComments: true }],
      'no-restricted-imports': ['error', {
        paths: [
          { name: 'moment', message: 'Use @js-joda/core.' },
          { name: 'lodash', message: 'Use the standard library.' },
          { name: 'node-fetch', message: 'Use the global fetch.' },
        ],
      }],
    },
  },
  {
    files: ['src/modules/**/*.ts', 'src/shared/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...bannedInModules] },
  },
  {
    files: ['src/**/domain/**/*.ts', 'src/**/engine/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 70, skipBlankLines: true, skipComments: true }] },
  },
);
