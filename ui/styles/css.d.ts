// esbuild bundles the CSS a module imports into the page's stylesheet; to TypeScript it is a side effect.
declare module '*.css';
