import type { ReactElement } from 'react';
import { DocumentsScreen } from './documents-screen';

/** /Ava: the asset documents. */
export default function AvaPage(): ReactElement {
  return <DocumentsScreen section="ava" />;
}
