/**
 * Ends every run with the one line CI reads: `N passed, N failed` summed over every suite (and `, N skipped`
 * when any were skipped). A suite that fails to run at all counts as one failure.
 */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    const skipped = results.numPendingTests + results.numTodoTests;
    const line = `${results.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
    process.stdout.write(`\n${line}\n`);
  }
}
module.exports = SummaryReporter;
