/**
 * Architecture rules (docs/architecture.md, "Dependency rules"). Module ranks, lowest first:
 * a module imports only modules of a strictly lower rank, and only through their index.ts.
 */
const ranks = [
  ['system'],
  ['organisation'],
  ['accounting'],
  ['charges', 'products', 'collateral', 'working-capital'],
  ['clients'],
  ['groups'],
  ['loans', 'savings', 'deposits'],
  ['shares', 'account-transfers', 'loan-origination', 'external-asset-owners'],
  ['jobs', 'reports', 'adhoc-query', 'hooks', 'external-events', 'users', 'notes', 'documents', 'search'],
  ['sms'],
];

const upward = [];
ranks.forEach((rank, i) => {
  const higher = ranks.slice(i + 1).flat();
  if (higher.length === 0) return;
  upward.push({
    name: `no-upward-from-${rank.join('-')}`,
    comment: `${rank.join(', ')} may not import higher-ranked modules (${higher.join(', ')}); react through business events.`,
    severity: 'error',
    from: { path: `^src/modules/(${rank.join('|')})/` },
    to: { path: `^src/modules/(${higher.join('|')})/` },
  });
});

module.exports = {
  forbidden: [
    {
      name: 'shared-is-pure',
      comment: 'src/shared imports nothing of ours outside shared, and only decimal.js and js-joda from npm.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { pathNot: ['^src/shared/', '^node_modules/(decimal\\.js|@js-joda)/'], dependencyTypesNot: ['core', 'type-only'] },
    },
    {
      name: 'platform-knows-no-modules',
      severity: 'error',
      from: { path: '^src/platform/' },
      to: { path: '^src/modules/' },
    },
    {
      name: 'domain-and-engine-without-io',
      comment: 'Pure rules and calculations: no database, HTTP or file system.',
      severity: 'error',
      from: { path: '/(domain|engine)/' },
      to: { path: ['^node_modules/(kysely|fastify|pg|@electric-sql)', '^src/platform/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'domain-and-engine-without-node-io',
      severity: 'error',
      from: { path: '/(domain|engine)/' },
      to: { dependencyTypes: ['core'], path: '^(node:)?(fs|net|http|https|child_process)' },
    },
    {
      name: 'routes-never-touch-the-database',
      severity: 'error',
      from: { path: '\\.routes\\.ts$' },
      to: { path: ['^node_modules/(kysely|pg|@electric-sql)', '\\.repository\\.ts$', '^src/platform/db/'] },
    },
    {
      name: 'modules-only-through-index',
      comment: 'Another module is reached only through its index.ts.',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/([^/]+)/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'] },
    },
    ...upward,
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    exclude: { path: '\\.test\\.ts$' },
  },
};
