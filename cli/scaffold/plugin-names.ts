/** Names a plugin derives from its id: 'demo-x' → 'DemoX' (code and route), 'Demo X' (title). */
export function pascalCase(id: string): string {
  return id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

export function titleFromId(id: string): string {
  return id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The spec's routes are PascalCase paths ('/DemoX'), so a new module follows suit. */
export function routeFromId(id: string): string {
  return `/${pascalCase(id)}`;
}

/** camelCase, for variable names: 'demo-x' → 'demoX'. */
export function camelCase(id: string): string {
  const pascal = pascalCase(id);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
}

/** CONSTANT_CASE, for module constants: 'demo-x' → 'DEMO_X'. */
export function constantCase(id: string): string {
  return id.replace(/-/g, '_').toUpperCase();
}

/** snake_case, for table names: 'demo-x' → 'demo_x'. */
export function snakeCase(id: string): string {
  return id.replace(/-/g, '_');
}
