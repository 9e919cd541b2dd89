import { crc32 } from 'node:zlib';

/**
 * A real, minimal ZIP (stored entries, local headers and a central directory) as Office Open XML files are: what
 * an unzip tool or Word's own reader can open, built here rather than checked in as an opaque binary.
 */
export function minimalZip(entries: Readonly<Record<string, string>>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/></Types>';

/** A minimal Office Open XML package whose main part lives in `folder` (word, xl or ppt). */
export function officeOpenXml(folder: 'word' | 'xl' | 'ppt'): Buffer {
  const main = { word: 'document.xml', xl: 'workbook.xml', ppt: 'presentation.xml' }[folder];
  return minimalZip({ '[Content_Types].xml': CONTENT_TYPES, '_rels/.rels': '<Relationships/>', [`${folder}/${main}`]: '<root/>' });
}

/** The header of an OLE compound file (doc, xls, ppt) and a little of its first sector. */
export const OLE_FILE = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(24), Buffer.from([0x3e, 0x00, 0x03, 0x00, 0xfe, 0xff])]);
