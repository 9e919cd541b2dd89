import type { ReactElement } from 'react';
import { DocumentsScreen } from './documents-screen';

/** /Ops: the operations documents. */
export default function DocsPage(): ReactElement {
  return <DocumentsScreen section="ops" />;
}
