// Lint rules, including the import boundaries of DESIGN.md §2.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const features = ['auth', 'menu', 'recipes', 'editor', 'cooking', 'feed', 'profile', 'achievements', 'support'];

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
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: ['#server/*', '**/server/**'], message: 'El cliente nunca importa código del servidor: usa src/shared/contract.' }] }],
    },
  },
  // Client features do not import each other; they are composed in src/client/app.
  ...features.map((feature) => ({
    files: [`src/client/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['#server/*', '**/server/**'], message: 'El cliente nunca importa código del servidor.' },
            {
              group: features.filter((other) => other !== feature).flatMap((other) => [`../${other}/*`, `**/features/${other}/*`]),
              message: 'Las funciones del cliente no se importan entre sí: compónlas en src/client/app.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['#client/*', '**/client/**'], message: 'El servidor no importa código del cliente.' }] }],
    },
  },
);
