/**
 * Where a command writes. Commands take this instead of touching process.stdout, so tests run them as plain
 * functions and read what they printed.
 */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** Whether stdout is a terminal: colour and symbols only then, so pipes and CI logs stay plain. */
  readonly isTTY: boolean;
  readonly env: Readonly<Record<string, string | undefined>>;
}

export function processIo(): CliIo {
  return {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    isTTY: Boolean(process.stdout.isTTY),
    env: process.env,
  };
}

/** An io that records everything, for tests and for callers that want the text. */
export interface RecordingIo extends CliIo {
  readonly stdout: string;
  readonly stderr: string;
}

export function recordingIo(env: Readonly<Record<string, string | undefined>> = {}, isTTY = false): RecordingIo {
  let stdout = '';
  let stderr = '';
  return {
    out: (text) => {
      stdout += text;
    },
    err: (text) => {
      stderr += text;
    },
    isTTY,
    env,
    get stdout() {
      return stdout;
    },
    get stderr() {
      return stderr;
    },
  };
}
