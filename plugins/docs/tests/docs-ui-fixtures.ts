import type { MapsService } from '@vigil/web-sdk';
import type { DocBuilding, DocListAnswer, Document } from '../contract';

/** The offline map, its countries never arriving: markers are placed all the same, and no late update follows a test. */
export const OFFLINE_MAP: MapsService = { markerEngine: async () => 'offline', loadGeometry: () => new Promise(() => undefined) };

export const MILAN: DocBuilding = { label: 'Milan office', value: 1, id: 1, title: 'Milan office', lat: 45.46, lng: 9.19 };
export const JAKARTA: DocBuilding = { label: 'Jakarta plant', value: 2, id: 2, title: 'Jakarta plant', lat: null, lng: null };

export function doc(id: number, title: string, change: Partial<Document> = {}): Document {
  return {
    id, title, link: null, file: 'a.pdf', fileType: 'application/pdf', tags: [], building: null, buildings: [1], users: [], category: 1,
    categoryName: 'Security procedure', country_id: null, creation_year: 2026, last_update: '2026-11-28T10:00:00.000Z', isProcedure: true,
    buildingsName: 'Milan office', uniqueKey: `ops-${id}`, section: 'ops', canEditDoc: false, uploadedBy: null, ...change,
  };
}

export function listOf(docs: Document[], buildings: DocBuilding[] = [MILAN, JAKARTA]): DocListAnswer {
  return { docs, buildings, categories: [], countries: [] };
}
