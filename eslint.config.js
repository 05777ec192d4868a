// ESLint (npm run lint, part of npm test): TypeScript's recommended rules, the rules of React hooks
// (rules of hooks, exhaustive dependencies) and the accessibility rules for JSX. A rule switched off
// for one line says why, next to it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'dist-test/', 'dist-dev/', 'types/', 'bench/results/', 'screenshots/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // A leading underscore marks a value left unused on purpose (a rest pattern's dropped key).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
      // A handler declared before the value it calls is assigned (a server and its proxy) stays `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // useShop(), useProjectorForm() … are the tests' set-up (vitest hooks), not React hooks.
    files: ['test/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
