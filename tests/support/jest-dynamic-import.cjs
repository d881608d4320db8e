// PGlite's CommonJS build loads node built-ins with `await import("fs")`. Jest's CommonJS
// sandbox cannot run a dynamic import without --experimental-vm-modules, so for those files
// each `import("literal")` becomes a require through the module's own (unshadowed) require.
const IMPORT_CALL = /\bimport\((["'][^"']+["'])\)/g;

module.exports = {
  process(source) {
    if (!IMPORT_CALL.test(source)) return { code: source };
    IMPORT_CALL.lastIndex = 0;
    const code = `const __jestRequire = require;\n${source.replace(IMPORT_CALL, 'Promise.resolve().then(() => __jestRequire($1))')}`;
    return { code };
  },
  getCacheKey(source, path) {
    return `dynamic-import-v1:${path}:${require('node:crypto').createHash('sha1').update(source).digest('hex')}`;
  },
};
