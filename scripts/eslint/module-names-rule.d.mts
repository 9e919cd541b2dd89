import type { Rule } from 'eslint';

/** The platform's permission words, which are never a module's name. */
export const PLATFORM_WORDS: ReadonlySet<string>;
/** The host names no module (see module-names-rule.mjs), for the repository under `root`. */
export function moduleNamesRule(root: string): Rule.RuleModule;
