// Seeking in an e-learning video: a 50 MB video in the server's file storage (local disk, the default) and the
// time a range request for bytes in its middle takes through the module's download endpoint, as a player's seek.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { buildServer } from '../build-server.mjs';
import { root } from '../lib/build-steps.mjs';
import { signIn, withBenchServer } from './bench-server.mjs';
import { percentile } from './page-scripting.mjs';

const VIDEO_BYTES = 50 * 1024 * 1024;
/** What a player asks for after a seek before it can show the frame: a few hundred kilobytes. */
const RANGE_BYTES = 512 * 1024;
const REQUESTS = 20;

/** The platform's own LocalDiskFileStorage, bundled from its source, so the file is stored exactly as the server stores it. */
async function localDiskStorage(dataDir) {
  const outfile = join(dataDir, 'bench-local-disk-storage.cjs');
  await buildServer({ entryPoint: join(root, 'host/server/files/local-disk-file-storage.ts'), outfile });
  const { LocalDiskFileStorage } = createRequire(import.meta.url)(outfile);
  return new LocalDiskFileStorage(dataDir);
}

/** A 50 MB "video": a WebM signature (what the storage checks) and random bytes, which no disk compresses. */
function fiftyMegabyteWebm() {
  const video = randomBytes(VIDEO_BYTES);
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81]).copy(video);
  return video;
}

/**
 * Starts a server on a throwaway data directory (the seed gives /Inf its introduction video), replaces that video's
 * file with a 50 MB one, then times REQUESTS range requests for RANGE_BYTES around the middle through
 * GET /api/elearning/get-file, each to its last byte. Answers the p95 as the row, p50 beside it in the name.
 */
export async function measureVideoSeek(appToken) {
  return withBenchServer({}, async ({ dataDir, server }) => {
    const db = new Database(join(dataDir, 'vigil.sqlite'), { readonly: true });
    const intro = db.prepare('select id, file_key from inf_resources where country_id is null').get();
    db.close();
    if (!intro) throw new Error('the e-learning seed stored no introduction video');
    const video = fiftyMegabyteWebm();
    await (await localDiskStorage(dataDir)).put(intro.file_key, video, { contentType: 'video/webm', fileName: 'bench-video.webm' });

    const token = await signIn(server.url, 'admin', 'Vigil-admin-1');
    const url = `${server.url}/api/elearning/get-file?${new URLSearchParams({ resource: String(intro.id), login_token: token, app_token: appToken })}`;
    const timings = [];
    for (let index = 0; index < REQUESTS; index += 1) {
      // Each seek lands somewhere else near the middle.
      const start = VIDEO_BYTES / 2 + (index - REQUESTS / 2) * 1_000_003;
      const end = start + RANGE_BYTES - 1;
      const began = performance.now();
      const response = await fetch(url, { headers: { range: `bytes=${start}-${end}` } });
      const body = Buffer.from(await response.arrayBuffer());
      timings.push(performance.now() - began);
      if (response.status !== 206 || !body.equals(video.subarray(start, end + 1))) {
        throw new Error(`the range request answered ${response.status} with ${body.length} bytes, not the ${RANGE_BYTES} asked for`);
      }
    }
    const p50 = percentile(timings, 0.5);
    const p95 = percentile(timings, 0.95);
    return {
      name: `50 MB video seek to its middle: range request of 512 KB via /api/elearning/get-file, p95 (p50 ${p50.toFixed(1)} ms)`,
      value: p95.toFixed(1),
      unit: 'ms',
      target: '≤ 100',
    };
  });
}
