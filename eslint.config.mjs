import js from '@eslint/js';
import ts from 'typescript';
import tseslint from 'typescript-eslint';

const CONSTANT_TABLE = /^[A-Z][A-Z0-9_]*$/;

/** `Object.hasOwn(TABLE, key) ? TABLE[key] : …`: the lookup is guarded. */
function isHasOwnGuarded(node) {
  const parent = node.parent;
  const test = parent?.type === 'ConditionalExpression' && parent.consequent === node ? parent.test : undefined;
  return (
    test?.type === 'CallExpression' &&
    test.callee.type === 'MemberExpression' &&
    test.callee.object.type === 'Identifier' &&
    test.callee.object.name === 'Object' &&
    test.callee.property.type === 'Identifier' &&
    test.callee.property.name === 'hasOwn' &&
    test.arguments[0]?.type === 'Identifier' &&
    test.arguments[0].name === node.object.name
  );
}

/**
 * Lookups by a caller's word must not reach inherited members (`constructor`, `__proto__`, `toString`):
 * a constant table (UPPER_CASE) with string keys is read with a `string` key only through a `Map`, or
 * guarded by `Object.hasOwn`; and `word in TABLE` (which sees inherited members) is refused.
 */
const ownPropertyLookup = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      lookup: 'Lookup by a string key in {{table}} can match inherited members (constructor, __proto__): use a Map, or guard it with Object.hasOwn.',
      in: '`in` sees inherited members (constructor, toString): use Object.hasOwn or a Map.',
    },
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    if (services?.program === undefined || services.program === null) {
      return {};
    }
    const checker = services.program.getTypeChecker();
    const typeOf = (node) => checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(node));
    return {
      "MemberExpression[computed=true][object.type='Identifier']"(node) {
        if (!CONSTANT_TABLE.test(node.object.name) || node.property.type === 'Literal' || isHasOwnGuarded(node)) {
          return;
        }
        if (node.parent.type === 'AssignmentExpression' && node.parent.left === node) {
          return;
        }
        if ((typeOf(node.property).flags & ts.TypeFlags.String) === 0) {
          return;
        }
        const stringIndex = checker.getIndexInfosOfType(typeOf(node.object)).some((info) => (info.keyType.flags & ts.TypeFlags.String) !== 0);
        if (stringIndex) {
          context.report({ node, messageId: 'lookup', data: { table: node.object.name } });
        }
      },
      "BinaryExpression[operator='in'][right.type='Identifier']"(node) {
        if (CONSTANT_TABLE.test(node.right.name)) {
          context.report({ node, messageId: 'in' });
        }
      },
    };
  },
};

const bannedInModules = [
  { selector: "NewExpression[callee.name='Date']", message: "Use the tenant's business date (ctx.clock), never the server clock." },
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Use the business date, never the server clock.' },
  { selector: "CallExpression[callee.name='parseFloat']", message: 'Money is Decimal: never parseFloat.' },
  { selector: "CallExpression[callee.object.name='Math'][callee.property.name='round']", message: 'Round with Money and the tenant MoneyContext.' },
  { selector: "CallExpression[callee.object.name='Decimal'][callee.property.name='set']", message: 'Pass a MoneyContext instead of changing global Decimal state.' },
];

export default tseslint.config(
  { ignores: ['node_modules/**', 'data/**', '.cache/**', 'eslint.config.mjs', '.dependency-cruiser.cjs', 'bin/**', 'clients/typescript/schema.d.ts', 'db/schema/**'] },
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
    files: ['src/**/*.ts'],
    plugins: { corebank: { rules: { 'own-property-lookup': ownPropertyLookup } } },
    rules: { 'corebank/own-property-lookup': 'error' },
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
