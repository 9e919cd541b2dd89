import type { Generated, Kysely } from 'kysely';
import type { Database } from '@vigil/server-sdk';

/** A document of one of the two screens: a stored file or a link (migration docs-001-create-documents). */
export interface DocsDocumentsTable {
  id: Generated<number>;
  company_id: number;
  /** 'ops' or 'ava': the screen it belongs to. */
  section: string;
  title: string;
  /** A link document's address; null for a file. */
  link: string | null;
  /** The file storage's key of a file document; null for a link. Never leaves the server. */
  file_key: string | null;
  file_name: string | null;
  file_type: string | null;
  file_size: number | null;
  /** JSON array of tags. */
  tags: string;
  category: number;
  country_id: number | null;
  /** The employee who added it; null once that account is deleted. */
  uploaded_by: number | null;
  /** 1 for the demo company's seeded documents. */
  is_demo: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** The projects a document is filed under. */
export interface DocsDocumentProjectsTable {
  document_id: number;
  building_id: number;
}

/** The employees a document names: they read it, and its readers list is theirs. */
export interface DocsDocumentUsersTable {
  document_id: number;
  customer_id: number;
}

/** A Show: once per user, document and UTC day (unique). */
export interface DocsHistoryTable {
  id: Generated<number>;
  company_id: number;
  document_id: number;
  customer_id: number;
  /** YYYY-MM-DD, UTC. */
  day: string;
  opened_at: string;
}

/** The docs plugin's tables. */
export interface DocsTables {
  docs_documents: DocsDocumentsTable;
  docs_document_projects: DocsDocumentProjectsTable;
  docs_document_users: DocsDocumentUsersTable;
  docs_history: DocsHistoryTable;
}

/** The platform's tables and the plugin's, as its handlers and seed steps see them. */
export type DocsDatabase = Kysely<Database & DocsTables>;
