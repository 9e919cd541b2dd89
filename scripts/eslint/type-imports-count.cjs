/**
 * import-x's no-cycle skips `import type` and type-only specifiers, so a circle made of types (the one issue 19
 * found in host/server) passes it. Types that import each other in a circle are still modules that cannot be
 * understood or moved apart, so the house counts them (docs/decisions.md, "Import cycles, ..."). The rule sees
 * every import as a value import through `countTypeImports`, and so do the files it walks, parsed by this module
 * (settings 'import-x/parsers'); no other rule sees the change.
 */
const { parseForESLint: parseTypeScript } = require('@typescript-eslint/parser');

const MODULE_STATEMENTS = new Set(['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'TSImportEqualsDeclaration']);

/** The statement as a value import: a shallow copy, so other rules still see the source as written. */
function asValueImport(node) {
  const copy = { ...node };
  if ('importKind' in copy) copy.importKind = 'value';
  if ('exportKind' in copy) copy.exportKind = 'value';
  if (Array.isArray(node.specifiers)) {
    copy.specifiers = node.specifiers.map((specifier) => ({
      ...specifier,
      ...('importKind' in specifier ? { importKind: 'value' } : {}),
      ...('exportKind' in specifier ? { exportKind: 'value' } : {}),
    }));
  }
  return copy;
}

/** The TypeScript parser, with every top-level import and export statement read as a value one. */
function parseForESLint(code, options) {
  const result = parseTypeScript(code, options);
  result.ast.body = result.ast.body.map((statement) => (MODULE_STATEMENTS.has(statement.type) ? asValueImport(statement) : statement));
  return result;
}

/** Wraps a rule (import-x's no-cycle) so that its module-statement listeners see type imports as value imports. */
function countTypeImports(rule) {
  return {
    ...rule,
    create(context) {
      const listeners = rule.create(context);
      const wrapped = { ...listeners };
      for (const type of MODULE_STATEMENTS) {
        const listener = listeners[type];
        if (listener) wrapped[type] = (node) => listener(asValueImport(node));
      }
      return wrapped;
    },
  };
}

module.exports = { parseForESLint, countTypeImports };
