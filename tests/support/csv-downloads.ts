// jsdom has no TextDecoder; Node's decodes the same bytes.
import { TextDecoder } from 'node:util';

/**
 * Captures the files that downloadCsv hands to the browser in a component test (jsdom has no downloads), and reads
 * them as the bytes' text, the byte order mark kept.
 */
export interface CsvDownloads {
  names: string[];
  texts(): Promise<string[]>;
  restore(): void;
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

export function captureCsvDownloads(): CsvDownloads {
  const blobs: Blob[] = [];
  const names: string[] = [];
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), `blob:csv-${blobs.length}`), revokeObjectURL: () => undefined });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return {
    names,
    texts: () => Promise.all(blobs.map(readBlob)),
    restore(): void {
      click.mockRestore();
      // jsdom has neither: a no-op stays for the revocation downloadCsv schedules for later.
      Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke ?? (() => undefined) });
    },
  };
}
