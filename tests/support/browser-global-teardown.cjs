// Removes the web build made for this run by browser-global-setup.cjs.
const { rmSync } = require('node:fs');

module.exports = async function removeWebBuild() {
  const outDir = process.env.VIGIL_TEST_WEB_ROOT;
  if (outDir) rmSync(outDir, { recursive: true, force: true });
};
