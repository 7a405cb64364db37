// Lint: TypeScript rules plus the architecture's dependency directions (DESIGN.md §2).
// Import cycles and cross-folder deep imports are checked by dependency-cruiser (.dependency-cruiser.cjs).
import tseslint from 'typescript-eslint';

const folders = [
  'engine',
  'models',
  'data',
  'contract',
  'report',
  'executor',
  'dispatch',
  'store',
  'cache',
  'db',
  'telemetry',
  'eval',
  'api',
  'cli',
];

/** Forbids importing the named folders of src from files of `from`. */
const forbid = (from, targets, message) => ({
  files: [`src/${from}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: targets.map((t) => ({ group: [`**/${t}/**`, `**/${t}`, `../${t}/*`], message })),
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'coverage/**',
      '.fiscus/**',
      '**/*.generated.ts',
      'dist/**',
      'web/dist/**',
      'test-artifacts/**',
      'bin/**',
      '.prof/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSEnumDeclaration',
          message: 'Use an `as const` object and a derived union (STYLE.md).',
        },
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only (STYLE.md).' },
      ],
    },
  },
  { files: ['eslint.config.js', 'vitest.config.ts'], rules: { 'no-restricted-syntax': 'off' } },
  forbid(
    'engine',
    folders.filter((f) => f !== 'engine'),
    'The engine imports nothing else of Fiscus.',
  ),
  forbid(
    'contract',
    folders.filter((f) => f !== 'contract'),
    'The contract imports nothing else of Fiscus.',
  ),
  forbid(
    'models',
    folders.filter((f) => f !== 'engine' && f !== 'models'),
    'Models import only the engine.',
  ),
  forbid('models/us', ['uk'], 'The US model never imports the UK model.'),
  ...folders
    .filter((f) => f !== 'api' && f !== 'cli')
    .map((f) => forbid(f, ['api', 'cli'], 'Nothing imports the API or the CLI.')),
);
