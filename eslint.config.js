// ESLint's rules for delve's JavaScript (web/ for browsers and Node, scripts/ and tests/ for Node).
// Layout is Prettier's (.prettierrc.json, printWidth 100); this checks what a formatter cannot.
import js from '@eslint/js';
import globals from 'globals';

export default [
  { ignores: ['build/', 'node_modules/', 'tests/data/'] },
  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      'max-len': [
        'error',
        {
          code: 100,
          ignoreUrls: true,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
        },
      ],
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['web/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    // small functions: one job each (issue 22)
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  // browser tests hand functions to the page (page.evaluate): they run there
  {
    files: ['tests/browser/**', 'tests/package/**', 'tests/bench/page.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' } },
];
