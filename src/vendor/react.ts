// React's names in the bundle. The build redirects every `react*` import of our own code to this
// file, and the runtime kit (build/runtime-kit.mjs) exports these names to the widgets, so there is
// one React, inside the runtime file. Names are listed one by one: esbuild cannot re-export `*`
// from React's CommonJS modules in an ES module.
export {
  Children,
  Component,
  Fragment,
  PureComponent,
  StrictMode,
  Suspense,
  cloneElement,
  createContext,
  createElement,
  createRef,
  forwardRef,
  isValidElement,
  lazy,
  memo,
  startTransition,
  use,
  useActionState,
  useCallback,
  useContext,
  useDebugValue,
  useDeferredValue,
  useEffect,
  useId,
  useImperativeHandle,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useOptimistic,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
  version,
} from 'react';
export { jsx, jsxs } from 'react/jsx-runtime';
export { createPortal, flushSync } from 'react-dom';
export { createRoot, hydrateRoot } from 'react-dom/client';
