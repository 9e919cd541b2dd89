import { bind, defineServerPart } from '@vigil/server-sdk';
import {
  deleteDoc,
  getCategories,
  getDocDetail,
  getDocFile,
  getDocReaders,
  getDocs,
  getProjectUsers,
  getStorageModes,
  getUserHistory,
  saveDocData,
  saveDocToUserHistory,
  saveNewDoc,
} from '../contract';
import { categoriesHandler, deleteDocHandler, docDetailHandler, docFileHandler, storageModesHandler } from './doc-calls';
import { docReadersHandler, saveHistoryHandler, userHistoryHandler } from './history-calls';
import { docsListHandler, projectUsersHandler } from './list-calls';
import { migration as createDocuments } from './migrations/docs-001-create-documents';
import { saveDocDataHandler } from './save-doc-data';
import { saveNewDocHandler } from './save-new-doc';
import { seedDemoDocuments } from './seed-demo-documents';
import type { DocsTables } from './tables';

// The host checks the login and app tokens, the company's modules, the permissions and the input declared in
// ../contract before a handler runs; the handlers narrow access per document (doc-rights.ts).
export default defineServerPart<DocsTables>({
  // Names are recorded by every installation once applied: they never change.
  migrations: [createDocuments],
  seedSteps: [{ name: 'docs-demo-documents', run: (db, services) => seedDemoDocuments(db, services) }],
  endpoints: ({ db, files, config, log }) => [
    bind(getCategories, categoriesHandler()),
    bind(getDocs, docsListHandler(db)),
    bind(getProjectUsers, projectUsersHandler(db)),
    bind(saveNewDoc, saveNewDocHandler(db, files)),
    bind(saveDocData, saveDocDataHandler(db)),
    bind(getDocDetail, docDetailHandler(db)),
    bind(deleteDoc, deleteDocHandler(db, files, log)),
    bind(getDocFile, docFileHandler(db, files)),
    bind(saveDocToUserHistory, saveHistoryHandler(db)),
    bind(getUserHistory, userHistoryHandler(db)),
    bind(getDocReaders, docReadersHandler(db)),
    bind(getStorageModes, storageModesHandler(config)),
  ],
});
