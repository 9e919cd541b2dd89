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
  const ofCompany = await db.selectFrom('customers').select('id').where('company_id', '=', companyId).where('id', 'in', others).execute();
  if (ofCompany.length === 0) return;
  const viewedAt = new Date().toISOString();
  await db
    .insertInto('tracking_views')
    .values(ofCompany.map((row) => ({ company_id: companyId, customer_id: row.id, viewer_id: viewerId, place, viewed_at: viewedAt })))
    .execute();
}
