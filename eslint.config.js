import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['mf-catalog', 'mf-cart-checkout', 'mf-account', 'mf-uploader'];
// The one router lives inside @shop/shared (shared/src/router.ts); a direct import would bundle a second copy.
const routerImport = { group: ['react-router', 'react-router-dom'], message: 'Import router APIs from @shop/shared.' };
// Likewise the one form library lives in @shop/shared/forms.
const formsImport = { group: ['react-final-form', 'final-form'], message: 'Import form APIs from @shop/shared/forms.' };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-*/**', '**/node_modules/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**', '**/.bench/**', 'api/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only']", message: 'No focused tests.' },
        { selector: "CallExpression[callee.property.name='skip']", message: 'No skipped tests.' },
      ],
    },
  },
  // One-way imports: @shop/shared <- remotes <- shell. A remote never imports another remote's or the shell's source,
  // and front ends use only the package root of @shop/shared so federation shares one copy.
  ...remotes.map((remote) => ({
    files: [`${remote}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/shell/**', ...remotes.filter((r) => r !== remote).map((r) => `**/${r}/**`)], message: 'Remotes never import another part\'s source.' },
            // @shop/shared/pricing is pure and stateless, so a copy inside the cart remote is harmless and keeps the totals and
            // readiness out of the shared chunk every page loads; a remote with a server build (mf-catalog) may not use it.
            // @shop/shared/staff likewise (the staff desk's contracts), for the account remote's desk only, and
            // @shop/shared/refunds (the refund reasons' texts) for its desk and Orders screen; @shop/shared/marketplace
            // (the marketplace pages' contracts) for the uploader, which alone makes those calls, and the desk (its labels); @shop/shared/remote-part
            // (a boundary and Suspense, stateless) for any remote that shows another's part.
            { group: ['@shop/shared/*', '!@shop/shared/forms', '!@shop/shared/testing', '!@shop/shared/remote-part', ...(remote === 'mf-cart-checkout' ? ['!@shop/shared/pricing'] : []), ...(remote === 'mf-account' ? ['!@shop/shared/staff', '!@shop/shared/refunds', '!@shop/shared/marketplace'] : []), ...(remote === 'mf-uploader' ? ['!@shop/shared/marketplace'] : [])], message: 'Import from @shop/shared (one shared copy at run time).' },
            formsImport,
            routerImport,
          ],
        },
      ],
    },
  })),
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [routerImport, formsImport] }] },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/router.ts', 'shared/src/forms/**', '**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/shell/**', '**/mf-*/**', '**/api/**'], message: '@shop/shared imports nothing from the apps.' },
            routerImport,
            formsImport,
          ],
        },
      ],
    },
  },
);
