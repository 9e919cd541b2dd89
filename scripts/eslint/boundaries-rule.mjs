// The house rules of docs/architecture.md as a lint rule, so a wrong import fails CI instead of a review:
// plugins never import other plugins and reach the host only through its plugin API; the host never imports a plugin; host/core imports nothing from web,
// server or React; web and server never import each other; plugin web code never imports plugin server code.
import { dirname, relative, resolve, sep } from 'node:path';

function area(root, file) {
  const parts = relative(root, file).split(sep);
  if (parts[0] === 'plugins') return { kind: 'plugin', plugin: parts[1], side: parts[2] };
  if (parts[0] === 'host') return { kind: 'host', side: parts[1], file };
  return { kind: parts[0] };
}

// What the host offers plugins: its plain core, the web SDK, and the server's plugin API and error type.
const PLUGIN_API_MODULES = ['host/web/plugin-sdk', 'host/server/plugin-server-api', 'host/server/http-error'];

function isPluginApi(root, file) {
  const path = relative(root, file).split(sep).join('/').replace(/\.tsx?$/, '');
  return path.startsWith('host/core/') || PLUGIN_API_MODULES.includes(path);
}

export function boundariesRule(root) {
  return {
    meta: { type: 'problem', schema: [] },
    create(context) {
      const from = area(root, context.filename);
      function check(node, source) {
        if (typeof source !== 'string') return;
        if (from.kind === 'host' && from.side === 'core' && /^(react|react-dom)(\/|$)/.test(source)) {
          context.report({ node, message: 'host/core must not import React' });
          return;
        }
        if (!source.startsWith('.')) return;
        const to = area(root, resolve(dirname(context.filename), source));
        let problem = null;
        if (from.kind === 'plugin' && to.kind === 'plugin' && to.plugin !== from.plugin) {
          problem = `plugin '${from.plugin}' must not import plugin '${to.plugin}'`;
        } else if (from.kind === 'plugin' && to.kind === 'host' && !isPluginApi(root, to.file)) {
          problem = 'plugins use the host only through host/core, host/web/plugin-sdk and host/server/plugin-server-api';
        } else if (from.kind === 'host' && to.kind === 'plugin') {
          problem = 'the host finds plugins by convention and never imports one';
        } else if (from.kind === 'host' && from.side === 'core' && to.kind === 'host' && to.side !== 'core') {
          problem = `host/core must not import host/${to.side}`;
        } else if (from.side === 'web' && to.side === 'server' && (to.kind === 'host' || to.plugin === from.plugin)) {
          problem = 'web code must not import server code';
        } else if (from.side === 'server' && to.side === 'web' && (to.kind === 'host' || to.plugin === from.plugin)) {
          problem = 'server code must not import web code';
        }
        if (problem) context.report({ node, message: problem });
      }
      return {
        ImportDeclaration: (node) => check(node, node.source.value),
        ImportExpression: (node) => check(node, node.source.value),
        ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
        ExportAllDeclaration: (node) => check(node, node.source.value),
      };
    },
  };
}
