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
/*
 * Each feature is a module with one entry, features/<area>/index.ts, which
 * exports what other areas and the shell use. A file of features/<area>/ at
 * `depth` folders below features/ reaches another area with `../` repeated
 * `depth` times (or through src/); going on into that area's files is refused.
 * Inside an area, files import each other directly and never their own entry
 * (an area importing itself through its entry would loop). Only static
 * imports are checked: a lazy import() names the module it splits off, so
 * the lazy screens and parts the shell and the navigation load that way may
 * name a file of another area (the rule does not see import()).
 */
const entryMessage =
  "Import another feature through its entry (features/<area>/index.ts: '../<area>'), not its files; export what you need there."
const intoOtherFeature = (depth) => [
  { regex: `^${up(depth)}(?!\\.\\.?/)[^/]+/.`, message: entryMessage },
  { regex: `^${up(depth + 1)}features/[^/]+/.`, message: entryMessage },
  {
    regex: `^(${up(depth)}|${up(depth + 1)}features/)settings(/|$)`,
    message:
      'Only the shell (src/app/) imports the settings; what they change lives in store/ (preferences, settingsModal).',
  },
  {
    regex: `^${depth === 1 ? '\\.' : `${up(depth - 2)}\\.\\.`}(/(index)?)?$`,
    message: "Inside a feature, import the file itself: the area's own entry is for other areas.",
  },
]

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
    ...intoOtherFeature(depth),
  ]),
  layerRules('app', depth, [
    {
      regex: `^${up(depth)}features/[^/]+/.`,
      message: entryMessage,
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
    // A component file that grows past this holds more than one thing:
    // its logic goes to a pure module and its parts to components of their own.
    files: ['src/**/*.tsx'],
    rules: { 'max-lines': ['error', { max: 450, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.node } },
  },
  ...layering,
)
