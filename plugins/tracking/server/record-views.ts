import { inChunks } from '@vigil/server-sdk';
import type { TrackingDatabase } from './tables';

/**
 * Records that `viewerId` looked at these people's positions (the person sees who and when on /Tracking). Only the
 * company's own people, and never a look at oneself.
 */
export async function recordViews(
  db: TrackingDatabase,
  companyId: number,
  viewerId: number,
  customerIds: readonly number[],
  place: 'list' | 'detail',
): Promise<void> {
  const others = [...new Set(customerIds)].filter((id) => id !== viewerId);
  if (others.length === 0) return;
  const viewedAt = new Date().toISOString();
  // In slices: a list of 10,000 people is 50,000 bound values in one insert, past SQLite's limit.
  for (const slice of inChunks(others)) {
    const ofCompany = await db.selectFrom('customers').select('id').where('company_id', '=', companyId).where('id', 'in', slice).execute();
    if (ofCompany.length === 0) continue;
    await db
      .insertInto('tracking_views')
      .values(ofCompany.map((row) => ({ company_id: companyId, customer_id: row.id, viewer_id: viewerId, place, viewed_at: viewedAt })))
      .execute();
  }
}
