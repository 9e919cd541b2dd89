import ts from 'typescript';
import type { Plugin } from 'vite';

/** Contract files: host/core/contract/** and plugins/<id>/contract/** (either path separator). */
export const CONTRACT_PATTERN = /[\\/](?:host[\\/]core|plugins[\\/][^\\/]+)[\\/]contract[\\/][^?]*\.ts$/;

/** What the browser never reads of a declaration: its id, documentation, smoke use and input schema. */
const SERVER_ONLY_KEYS = new Set(['id', 'summary', 'description', 'smoke', 'input', 'errors']);

interface Cut {
  start: number;
  end: number;
  text: string;
}

function propertyName(property: ts.ObjectLiteralElementLike): string | undefined {
  if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property)) return undefined;
  return ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : undefined;
}

/**
 * Cuts of one `defineEndpoint({...})` call: the server-only keys go, and so does a JSON answer's schema (the
 * client only asks whether an answer is a file, which `Binary(...)` answers keep saying).
 */
function endpointCuts(call: ts.CallExpression, source: ts.SourceFile): Cut[] {
  const [argument] = call.arguments;
  if (!argument || !ts.isObjectLiteralExpression(argument)) return [];
  const cuts: Cut[] = [];
  const properties = argument.properties;
  properties.forEach((property, index) => {
    const name = propertyName(property);
    const jsonAnswer = name === 'answer' && ts.isPropertyAssignment(property) && !property.initializer.getText(source).includes('Binary(');
    if (name && (SERVER_ONLY_KEYS.has(name) || jsonAnswer)) {
      // Up to the next key, or past this one's comma when it is the last.
      const next = properties[index + 1];
      const end = next ? next.getStart(source) : property.getEnd() + (source.text[property.getEnd()] === ',' ? 1 : 0);
      cuts.push({ start: property.getStart(source), end, text: '' });
    }
  });
  return cuts;
}

/**
 * Marks a module-level `const X = call(...)` as pure, so that a schema the browser no longer reads (an answer or
 * input schema) is dropped by tree-shaking when nothing else uses it.
 */
function pureCuts(statement: ts.Statement, source: ts.SourceFile): Cut[] {
  if (!ts.isVariableStatement(statement)) return [];
  return statement.declarationList.declarations
    .filter((declaration) => declaration.initializer && ts.isCallExpression(declaration.initializer))
    .map((declaration) => {
      const start = declaration.initializer!.getStart(source);
      return { start, end: start, text: '/* @__PURE__ */ ' };
    });
}

/** The contract file's source with what the browser does not need cut out; positions are the original's. */
export function stripEndpointDocs(code: string, fileName: string): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const cuts: Cut[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineEndpoint') {
      cuts.push(...endpointCuts(node, source));
      return;
    }
    ts.forEachChild(node, visit);
  };
  for (const statement of source.statements) {
    cuts.push(...pureCuts(statement, source));
    visit(statement);
  }
  let result = code;
  for (const cut of cuts.sort((a, b) => b.start - a.start)) result = result.slice(0, cut.start) + cut.text + result.slice(cut.end);
  return result;
}

/**
 * The web build's side of "one declaration per endpoint": the browser picks backend, method, path and access from
 * a declaration, and whether its answer is a file; the rest (id, documentation, smoke use, the schemas) serves the
 * server, the OpenAPI description and the CLI, and is cut from the web bundle. Types are unaffected.
 */
export function stripEndpointDocsPlugin(): Plugin {
  return {
    name: 'vigil:strip-endpoint-docs',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?', 1)[0] ?? id;
      if (!CONTRACT_PATTERN.test(file)) return null;
      return { code: stripEndpointDocs(code, file), map: null };
    },
  };
}
