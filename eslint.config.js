import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/*
 * The layers of src/ (see the README's layout section): app/ on top, then
 * features/<area>/, then ui/, store/, api/ and config/. An import may only go
 * down, and api/ (typed HTTP) stands on config/ alone. no-restricted-imports
 * matches the import as written, so each rule is given once per folder depth:
 * from src/<layer>/ + `depth - 1` folders, `../` repeated `depth` times is src/.
 */
const up = (depth) => `(\\.\\./){${depth}}`
const filesAt = (layer, depth) => [`src/${layer}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`]
const layerRules = (layer, depth, groups) => ({
  files: filesAt(layer, depth),
  rules: { 'no-restricted-imports': ['error', { patterns: groups }] },
})
const noAppOrFeatures = (depth) => ({
  regex: `^${up(depth)}(features|app)(/|$)`,
  message:
    'ui/, store/, api/ and config/ sit below the features and the shell: move what both need down instead.',
})
const layering = [1, 2, 3, 4, 5].flatMap((depth) => [
  ...['ui', 'store', 'config'].map((layer) => layerRules(layer, depth, [noAppOrFeatures(depth)])),
  layerRules('api', depth, [
    noAppOrFeatures(depth),
    {
      regex: `^${up(depth)}(?!(api|config)(/|$))`,
      message: 'api/ stands on config/ alone: the layers above it call it, never the reverse.',
    },
  ]),
  layerRules('features', depth + 1, [
    {
      regex: `^${up(depth + 1)}app(/|$)`,
      message: 'A feature must not import the shell (src/app/): the shell imports features.',
    },
  ]),
])

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      '.demo-data',
      'test-results',
      'playwright-report',
      '.test-output',
      'screenshots',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.node } },
  },
  ...layering,
)
