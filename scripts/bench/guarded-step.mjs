// One step of `npm run bench` that may fail without costing the table every other figure.

/**
 * Runs `measure` and answers its rows; should it throw, answers one row that says the step was not measured and
 * why, logs the error, and makes the bench exit with 1 once it has printed its table. `measure` may answer a row
 * or a list of rows.
 */
export async function guardedStep(label, measure) {
  try {
    const measured = await measure();
    return Array.isArray(measured) ? measured : [measured];
  } catch (error) {
    process.exitCode = 1;
    console.error(error);
    return [{ name: `${label}: not measured, it failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`, value: '-', unit: '' }];
  }
}
