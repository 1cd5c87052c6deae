import type { Alias } from 'vite';

/**
 * The built app renders with Preact through its React compatibility layer (decision 177): the same
 * components and hooks, a tenth of React DOM's weight on a phone's first load. Sources and unit tests
 * keep importing 'react'; only the bundles (the browser's and the server renderer's) are aliased.
 */
export const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
