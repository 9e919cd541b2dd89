import type { Rule } from 'eslint';

/** The house rules on imports (see boundaries-rule.mjs), for the repository under `root`. */
export function boundariesRule(root: string): Rule.RuleModule;
