// Plain JS on purpose: TypeScript cannot type `export *` from React's CommonJS `export =`
// modules, esbuild can, and only esbuild reads this file.
// React's single home in the bundle. The build redirects every `react*` import to this file,
// so React lands in one shared chunk (`chunks/react-*.js`), cached across deploys while the
// React version stays the same, and kept apart from the size budgets of our own code.
export * from 'react';
export { jsx, jsxs, Fragment } from 'react/jsx-runtime';
export { createPortal, flushSync } from 'react-dom';
export { createRoot, hydrateRoot } from 'react-dom/client';
