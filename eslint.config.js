// Lint rules, including the import boundaries of DESIGN.md §2.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';


export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'shots/**', '.e2e/**', 'test-results/**', 'playwright-report/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Nunca HTML sin escapar (DESIGN §5).' }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['#server/*', '#client/*', '**/server/**', '**/client/**'], message: 'src/shared no importa nada del cliente ni del servidor.' },
            { group: ['node:*', 'fs', 'path', 'pg', 'drizzle-orm*', 'react', 'react-dom'], message: 'src/shared es TypeScript puro: sin Node, sin base de datos, sin DOM.' },
          ],
        },
      ],
    },
  },
  {
    // Plain scripts the browser runs as they are (public/boot.js), outside the bundle.
    files: ['src/client/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { document: 'readonly', location: 'readonly', PerformanceObserver: 'readonly', requestAnimationFrame: 'readonly', setTimeout: 'readonly' } },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: ['#server/*', '**/server/**'], message: 'El cliente nunca importa código del servidor: usa src/shared/contract.' }] }],
    },
  },
  // Architecture boundaries by folder pattern, so a new feature or module folder is covered as it
  // appears: client features never import each other (they are composed in src/client/app), and
  // server modules reach each other only through services (routes are registered by app.ts alone,
  // rows are touched by their own module).
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/elements': [
        { type: 'client-feature', pattern: 'src/client/features/*', capture: ['feature'] },
        { type: 'server-module', pattern: 'src/server/modules/*', capture: ['module'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'client-feature' } },
              disallow: { to: { element: { type: 'client-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
              message: 'Las funciones del cliente no se importan entre sí: compónlas en src/client/app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['#client/*', '**/client/**'], message: 'El servidor no importa código del cliente.' }] }],
    },
  },
  // A module reaches another through its service; only app.ts registers routes.
  {
    files: ['src/server/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['#client/*', '**/client/**'], message: 'El servidor no importa código del cliente.' },
            { group: ['../*/*.routes.ts', '**/modules/*/*.routes.ts'], message: 'Un módulo usa el servicio de otro, nunca sus rutas: solo app.ts registra rutas.' },
          ],
        },
      ],
    },
  },
);
