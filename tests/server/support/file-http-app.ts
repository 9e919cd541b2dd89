import { existsSync, mkdtempSync, readdirSync, rmSync, type Dirent } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { installErrorHandler } from '../../../host/server/error-handler';
import { acceptFileUploads } from '../../../host/server/files/accept-file-uploads';
import { LocalDiskFileStorage } from '../../../host/server/files/local-disk-file-storage';
import { sendStoredFile } from '../../../host/server/files/send-stored-file';
import { storeUpload } from '../../../host/server/files/store-upload';

export const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), Buffer.from('0123456789abcdefghijklmnopqrstuvwxyz\n%%EOF\n')]);
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('\0\0\0\rIHDR', 'latin1')]);
export const VTT = Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nCiao è\n');

export const UPLOAD_LIMIT = 64 * 1024;
export const SERVER_BODY_LIMIT = 16 * 1024;

/** The app of one test, on a fresh data directory; the same in both server projects, as it needs no database. */
export interface FileHttpApp {
  readonly app: FastifyInstance;
  readonly storage: LocalDiskFileStorage;
  /** Every file the storage holds or is writing, temp files included. */
  storedFiles(): string[];
  upload(body: Buffer, contentType: string, headers?: Record<string, string>, url?: string): Promise<LightMyRequestResponse>;
  /** Stores PDF as report.pdf through the upload route and returns its key. */
  storedPdf(): Promise<string>;
}

/**
 * What a module would write: upload routes in a scope of their own with acceptFileUploads, a route-level
 * bodyLimit for big files, and download routes that (after their own permission checks) call sendStoredFile.
 */
async function buildApp(storage: LocalDiskFileStorage): Promise<FastifyInstance> {
  const server = Fastify({ bodyLimit: SERVER_BODY_LIMIT });
  installErrorHandler(server);
  await server.register(async (uploads) => {
    acceptFileUploads(uploads);
    uploads.put('/files', { bodyLimit: UPLOAD_LIMIT }, async (request, reply) => reply.code(201).send(await storeUpload(request, storage)));
    uploads.put<{ Params: { '*': string } }>('/files/*', { bodyLimit: UPLOAD_LIMIT }, async (request, reply) =>
      reply.code(201).send(await storeUpload(request, storage, { key: request.params['*'] })),
    );
    uploads.post('/photos', { bodyLimit: UPLOAD_LIMIT }, async (request, reply) =>
      reply.code(201).send(await storeUpload(request, storage, { policy: { maxBytes: 1024, contentTypes: ['image/png', 'image/jpeg'] } })),
    );
    // No bodyLimit of its own: the server-wide one bounds it.
    uploads.put('/small', async (request, reply) => reply.code(201).send(await storeUpload(request, storage)));
  });
  server.get<{ Params: { '*': string } }>('/files/*', (request, reply) =>
    sendStoredFile(request, reply, storage, request.params['*'], { disposition: 'inline' }),
  );
  server.get<{ Params: { '*': string }; Querystring: { name?: string } }>('/download/*', (request, reply) =>
    sendStoredFile(request, reply, storage, request.params['*'], {
      disposition: 'attachment',
      ...(request.query.name ? { fileName: request.query.name } : {}),
    }),
  );
  await server.ready();
  return server;
}

/** Sets up a new app before each test of the file and closes it after; read its parts inside the tests. */
export function fileHttpAppPerTest(): FileHttpApp {
  let dataDir = '';
  let storage: LocalDiskFileStorage | undefined;
  let app: FastifyInstance | undefined;
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'vigil-file-http-'));
    storage = new LocalDiskFileStorage(dataDir);
    app = await buildApp(storage);
  });
  afterEach(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const current = {
    get app(): FastifyInstance {
      if (!app) throw new Error('fileHttpAppPerTest: the app exists only inside a test');
      return app;
    },
    get storage(): LocalDiskFileStorage {
      if (!storage) throw new Error('fileHttpAppPerTest: the storage exists only inside a test');
      return storage;
    },
    storedFiles(): string[] {
      const root = path.join(dataDir, 'files');
      if (!existsSync(root)) return [];
      return (readdirSync(root, { recursive: true, withFileTypes: true }) as Dirent[]).filter((entry) => entry.isFile()).map((entry) => entry.name);
    },
    upload(body: Buffer, contentType: string, headers: Record<string, string> = {}, url = '/files'): Promise<LightMyRequestResponse> {
      return current.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType, ...headers } });
    },
    async storedPdf(): Promise<string> {
      const response = await current.upload(PDF, 'application/pdf', { 'content-disposition': 'attachment; filename="report.pdf"' });
      expect(response.statusCode).toBe(201);
      return response.json<{ key: string }>().key;
    },
  };
  return current;
}
