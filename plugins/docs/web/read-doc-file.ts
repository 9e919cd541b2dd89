import { DOC_FILE_MAX_BYTES, DOC_FILE_TYPES } from '../contract';

/** A chosen file, ready to send: its name and its bytes as a data URL (spec part 2 §3 Upload result). */
export interface ChosenDocFile {
  name: string;
  size: number;
  dataUrl: string;
}

/** Why a file cannot be a document before it is even sent (the server checks the bytes again). */
export type DocFileProblem = 'fileType' | 'fileTooLarge';

const EXTENSIONS: Readonly<Record<string, string>> = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/** The file's type as its name or the browser tells it, if it is one a document may be. */
export function docFileType(file: Pick<File, 'name' | 'type'>): string | null {
  const declared = (DOC_FILE_TYPES as readonly string[]).includes(file.type) ? file.type : null;
  return declared ?? EXTENSIONS[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? null;
}

export function docFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): DocFileProblem | null {
  if (docFileType(file) === null) return 'fileType';
  if (file.size > DOC_FILE_MAX_BYTES) return 'fileTooLarge';
  return null;
}

/** Reads the file as a data URL of its document type (a browser may give none for a .pdf it does not know). */
export function readDocFile(file: File): Promise<ChosenDocFile> {
  const type = docFileType(file) ?? 'application/octet-stream';
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const text = String(reader.result);
      const comma = text.indexOf(',');
      resolve({ name: file.name, size: file.size, dataUrl: `data:${type};base64,${text.slice(comma + 1)}` });
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
