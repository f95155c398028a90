// Lint rules; each names the rule of CODE_STYLE.md it enforces (`CODE_STYLE §N`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const subfolders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// CODE_STYLE §7's one exception, one way: the job list and a job's page carry the save control of saved jobs
// and the "create alert" dialog of job alerts, so `jobs` may import these files of theirs, and only these.
// Neither `favorites` nor `alerts` imports anything of `jobs` (their zones have no exception): no cycle.
const FEATURE_USES = {
  jobs: [
    'favorites/hooks/use-favorites.ts',
    'favorites/components/save-job-button.tsx',
    'alerts/components/create-alert-dialog.tsx',
  ],
  applications: ['conversations/components/apply-conversations.tsx'],
};

// CODE_STYLE §7: a web feature imports no other feature (what two features share lives in lib/ or components/).
const featureZones = subfolders('./apps/web/src/features/').map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`, ...(FEATURE_USES[feature] ?? []).map((file) => `./${file}`)],
  message: 'A feature imports no other feature: move what both need to lib/ or components/.',
}));

// CODE_STYLE §9: a server module reaches another module through its service, never its repository.
const repositoryZones = subfolders('./apps/server/src/modules/').map((module) => ({
  target: `./apps/server/src/modules/${module}`,
  from: [`./apps/server/src/modules/!(${module})/**/*.repository.ts`],
  message: "A module reaches another through that module's service, not its repository.",
}));

// CODE_STYLE §7 and §8: web features don't import app/; shared web folders don't import features; the
// contracts import nothing of the apps; the server and the web import nothing of each other.
const boundaryZones = [
  { target: './packages/contracts', from: './apps' },
  { target: './apps/web/src/features', from: './apps/web/src/app' },
  { target: './apps/web/src/components', from: './apps/web/src/features' },
  { target: './apps/web/src/lib', from: './apps/web/src/features' },
  { target: './apps/web/src/config', from: './apps/web/src/features' },
  { target: './apps/server', from: './apps/web' },
  { target: './apps/web', from: './apps/server' },
];

// CODE_STYLE §11: each device's files use only their own UI kit; shared files use none, nor a kit's icon
// package (type imports aside): they draw icons with components/ui/icon.tsx.
const desktopFiles = [
  'apps/web/src/{app,components,lib}/**/*-desktop.tsx',
  // In the features, only the first-visit pages (the job list, a job, the home page) and their filters
  // are drawn per device; every other screen is written once and drawn by the kit.
  'apps/web/src/features/jobs/{pages,components}/*-desktop.tsx',
  'apps/web/src/app/layouts/desktop-shell.tsx',
  'apps/web/src/app/layouts/brand-theme.ts',
];
const phoneFiles = [
  'apps/web/src/{app,components,lib}/**/*-mobile.tsx',
  'apps/web/src/features/jobs/{pages,components}/*-mobile.tsx',
  'apps/web/src/app/layouts/mobile-shell.tsx',
  'apps/web/src/lib/mobile-react19.ts',
];
const KIT_MESSAGES = {
  antd: 'antd is for desktop files (*-desktop.tsx; in features, only the first-visit pages of jobs) and the desktop shell.',
  'antd-mobile':
    'antd-mobile is for phone files (*-mobile.tsx; in features, only the first-visit pages of jobs) and the phone shell.',
  '@ant-design/icons':
    "Shared files draw Ant Design's icons with components/ui/icon.tsx and @ant-design/icons-svg.",
  'antd-mobile-icons': 'antd-mobile-icons is for phone files (*-mobile.tsx) and the phone shell.',
};
const kitOnly = (kits, more = []) => [
  'error',
  {
    patterns: [
      ...kits.map((kit) => ({
        regex: `^${kit}(/.*)?$`,
        message: KIT_MESSAGES[kit],
        allowTypeImports: true,
      })),
      ...more,
    ],
  },
];
const SHARED_KITS = ['antd', 'antd-mobile', '@ant-design/icons', 'antd-mobile-icons'];

// CODE_STYLE §11: a console view draws what its controller hook hands it; it reads and changes nothing itself.
const consoleViews = [
  'apps/web/src/features/*/hr/**/*.tsx',
  'apps/web/src/app/console/**/*.tsx',
  'apps/web/src/components/console/**/*.tsx',
];
const VIEW_CALLS = [
  {
    regex:
      '(^@tanstack/react-query$)|((^|/)api(\\.ts|/.+)$)|(/lib/(console-api|console-choices|reference-data)\\.ts$)',
    message:
      'A view calls no API hook: its controller hook (use-<screen>.ts) reads and changes, the view draws.',
    allowTypeImports: true,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/results/**',
      // Examples that break the rules on purpose (apps/web/build/architecture-lint.test.ts lints them).
      'apps/web/build/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // CODE_STYLE §7, §8 and §9: the boundaries of the web's folders, of the apps, and of the server's
      // modules (the zones above).
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...boundaryZones, ...featureZones, ...repositoryZones] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      // CODE_STYLE §10: no import cycles in the web app (a cycle makes module order, and chunking, fragile).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
    // no-cycle follows imports into TypeScript files: it needs their parser.
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
  },
  {
    // Desktop files: antd only.
    files: desktopFiles,
    rules: { '@typescript-eslint/no-restricted-imports': kitOnly(['antd-mobile']) },
  },
  {
    // Phone files: antd-mobile only.
    files: phoneFiles,
    rules: { '@typescript-eslint/no-restricted-imports': kitOnly(['antd']) },
  },
  {
    // Everything else in the web app is shared by both devices: no UI kit.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    // Tests and their helpers (apps/web/src/test) draw pages of either kit.
    ignores: [...desktopFiles, ...phoneFiles, 'apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': kitOnly(SHARED_KITS),
    },
  },
  {
    files: consoleViews,
    ignores: ['apps/web/src/**/*.test.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': kitOnly(SHARED_KITS, VIEW_CALLS) },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts', '**/seed/**/*.ts', '**/scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Tests set up their data through any module's repository.
    files: ['**/*.test.{ts,tsx}', '**/*.test-helpers.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...featureZones] }] },
  },
);
