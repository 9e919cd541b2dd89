import { holdsAny } from '../../../host/core/permission-matcher';
import { DEMO_ACCOUNTS } from '../demo-accounts';
import { demoRowText, listLabel } from '../generated-names';
import type { PluginSpec } from '../plugin-spec';
import { GENERATED_HEADER } from '../scaffold-version';
import { tsString } from '../ts-literal';

/**
 * plugins/<id>/tests/<id>.browser.test.ts: the module in real Chromium against the reference server, signed in
 * as the first demo account its permissions admit (admin, unless --permissions leaves admin out); a module no demo
 * account may open shows admin the permission warning instead.
 */
export function browserTestTemplate(spec: PluginSpec): string {
  const account = DEMO_ACCOUNTS.find((candidate) => holdsAny(candidate.permissions, spec.permissions));
  const signIn = account ?? DEMO_ACCOUNTS[0]!;
  const opens =
    spec.section === 'USER'
      ? `  // A module of the user menu is reached from there.
  const menu = await openUserMenu(page);
  await menu.getByRole('link', { name: TITLE, exact: true }).click();
  await page.waitForURL(\`\${base}${spec.route}\`);`
      : `  await page.goto(\`\${base}${spec.route}\`);`;
  const test = account
    ? `it(${tsString(`opens ${spec.title} as ${signIn.username} and shows the demo row`)}, async () => {
  const { page } = suite;
  const base = suite.app.server.url;
  await signInToDashboard(page, base, ${tsString(signIn.username)}, ${tsString(signIn.password)});
${opens}

  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  // The heading shows at once, the rows when the endpoint has answered.
  const rows = page.getByRole('list', { name: ${tsString(listLabel(spec))} }).getByRole('listitem');
  await rows.first().waitFor();
  expect(await rows.allTextContents()).toEqual([${tsString(demoRowText(spec))}]);
});`
    : `it(${tsString(`refuses ${spec.title} to ${signIn.username}, whom its permissions leave out, with the warning`)}, async () => {
  const { page } = suite;
  const base = suite.app.server.url;
  await signInToDashboard(page, base, ${tsString(signIn.username)}, ${tsString(signIn.password)});
  await page.goto(\`\${base}${spec.route}\`);

  const dialog = page.getByRole('dialog', { name: PERMISSION_WARNING.title });
  await dialog.waitFor();
  expect(await page.getByRole('heading', { level: 1, name: TITLE }).count()).toBe(0);
});`;
  const imports = [
    account ? '' : "import { PERMISSION_WARNING } from '@vigil/core';\n",
    `import { ${account && spec.section === 'USER' ? 'openUserMenu, ' : ''}signInToDashboard } from '../../../tests/support/browser-app';\n`,
    "import { browserSuite } from '../../../tests/support/browser-suite';\n",
  ].join('');
  return `${GENERATED_HEADER}
${imports}
/** ${spec.id} in real Chromium against the reference server (run it after \`npm run build\`). */

// Signs in and opens a page; beside other browser suites the default 30 s is tight.
jest.setTimeout(60_000);

const suite = browserSuite({ stepTimeoutMs: 10_000 });
const TITLE = ${tsString(spec.title)};

${test}
`;
}
