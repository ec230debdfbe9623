// ESLint: typescript-eslint, the rules of hooks, and the floors of the house (docs/architecture.md).
// `npm test` runs it; a disable comment is kept only with its reason on the same line (`-- why`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

/** The floors, lowest first: imports only point down (or stay within their own floor or area). */
const FEATURE_AREAS = ['widgets', 'pickers', 'management', 'approval', 'finance', 'files'];
const floors = [
  { type: 'core', pattern: 'src/core' },
  { type: 'kit', pattern: 'src/kit' },
  ...FEATURE_AREAS.map((area) => ({ type: area, pattern: `src/${area}` })),
  { type: 'elements', pattern: 'elements' },
  { type: 'demo', pattern: 'demo' },
];
const below = {
  core: ['core'],
  kit: ['core', 'kit'],
  ...Object.fromEntries(FEATURE_AREAS.map((area) => [area, ['core', 'kit', area]])),
  elements: ['core', 'kit', ...FEATURE_AREAS, 'elements'],
  demo: ['core', 'kit', ...FEATURE_AREAS, 'elements', 'demo'],
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'public/**', 'bench/results/**', 'bench/peer/dist/**', 'coverage/**'] },
  // a disable comment must still be needed (and says why on its line: `-- reason`)
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }] } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    // the floors: src/core ← src/kit ← src/<area> ← elements ← demo
    files: ['src/**/*.{ts,tsx}', 'elements/**/*.ts', 'demo/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': floors,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: Object.entries(below).map(([type, allowed]) => ({
            from: { element: { type } },
            allow: { to: { element: { types: { anyOf: allowed } } } },
          })),
        },
      ],
    },
  },
  {
    // chai's property assertions (`expect(x).to.be.true`) are expressions by design
    files: ['test/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
  // node scripts, some of which hand functions to a page (page.evaluate), and the bench's page script
  { files: ['scripts/**/*.{js,mjs}', 'bin/**/*.mjs', 'test/node/**/*.mjs', '*.{js,mjs}', 'bench/**/*.js'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
);
