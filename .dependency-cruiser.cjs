// The house rules for imports, checked by dependency-cruiser (npm run lint:layers, part of npm test):
// domain ← core ← ui ← widgets; widgets never import each other; the loader (the entry), the runtime,
// the page shell, the inspector and the inline head script keep to their own lanes; no import
// circles, type-only ones included. Every import form counts (static, dynamic, side-effect, type-only,
// either quote).
const layer = (name) => `^src/${name}/`;
const TYPE_ONLY = ['type-only', 'type-import'];

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'No import circles, type-only ones included.', from: {}, to: { circular: true } },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'src/domain holds pure rules: it imports only itself.',
      from: { path: layer('domain') },
      to: { path: '^(src|widgets)/', pathNot: layer('domain') },
    },
    {
      name: 'core-below-ui',
      severity: 'error',
      comment: 'src/core imports only domain and core.',
      from: { path: layer('core') },
      to: { path: '^(src|widgets)/', pathNot: [layer('domain'), layer('core')] },
    },
    {
      name: 'ui-below-widgets',
      severity: 'error',
      comment: 'src/ui imports only domain, core and ui.',
      from: { path: layer('ui') },
      to: { path: '^(src|widgets)/', pathNot: [layer('domain'), layer('core'), layer('ui')] },
    },
    {
      name: 'widget-lanes',
      severity: 'error',
      comment: 'A widget imports domain, core, ui, vendor and its own folder only: widgets never import each other.',
      from: { path: '^widgets/([^/]+)/' },
      to: { path: '^(src|widgets)/', pathNot: ['^src/(domain|core|ui|vendor)/', '^widgets/$1/'] },
    },
    {
      name: 'runtime-lane',
      severity: 'error',
      comment: "The runtime imports domain, core, ui and itself; the loader's contract (src/loader/types.ts) for types only.",
      from: { path: layer('runtime') },
      to: { path: '^(src|widgets)/', pathNot: ['^src/(domain|core|ui|runtime)/', '^src/loader/types\\.ts$'] },
    },
    { name: 'runtime-loader-types-only', severity: 'error', from: { path: layer('runtime') }, to: { path: layer('loader'), dependencyTypesNot: TYPE_ONLY } },
    {
      name: 'shell-lane',
      severity: 'error',
      comment: 'The page shell runs underneath the widgets.',
      from: { path: layer('shell') },
      to: { path: '^(src|widgets)/', pathNot: ['^src/(domain|core|ui|shell)/'] },
    },
    {
      name: 'inspector-lane',
      severity: 'error',
      from: { path: layer('inspector') },
      to: { path: '^(src|widgets)/', pathNot: ['^src/(domain|core|runtime|loader|inspector)/'] },
    },
    {
      name: 'entry-pulls-nothing-in',
      severity: 'error',
      comment:
        'The entry (src/loader) imports its own files and pure rules at run time; core only for types, but for the view type and the guarded cookie read (no imports of their own). The runtime and the widgets only lazily.',
      from: { path: layer('loader') },
      to: {
        path: '^(src|widgets)/',
        pathNot: ['^src/(loader|domain)/', '^src/core/(view-type|cookies)\\.ts$'],
        dependencyTypesNot: [...TYPE_ONLY, 'dynamic-import'],
      },
    },
    {
      name: 'entry-lazy-only',
      severity: 'error',
      from: { path: layer('loader') },
      to: { path: '^(src/(runtime|shell|inspector|ui)|widgets)/', dependencyTypesNot: [...TYPE_ONLY, 'dynamic-import'] },
    },
    {
      name: 'early-script-lane',
      severity: 'error',
      comment:
        "The inline head script is one classic script: pure rules, the guarded cookie read, the view type's read and the sections' homes it shares with responsive-sections.",
      from: { path: layer('early') },
      to: { path: '^(src|widgets)/', pathNot: ['^src/(domain|early)/', '^src/core/(cookies|view-type|early-section-homes)\\.ts$'] },
    },
    { name: 'src-never-imports-tests-or-fixtures', severity: 'error', from: { path: '^(src|widgets)/' }, to: { path: '^(test|fixtures|bench|dev|build)/' } },
  ],
  options: {
    includeOnly: '^(src|widgets)/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
