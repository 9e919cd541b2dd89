import { fullName } from '@vigil/core';
import type { LiveTopic } from '@vigil/server-sdk';
import { SOS_TOPIC, SOS_VIEWER_PERMISSIONS, type SosTopicItem } from '../contract';
import type { TrackingDatabase } from './tables';

/**
 * The open SOS of the viewer's company, each with the person's name (contract/sos-topic.ts). An announcement names
 * the people whose SOS opened or closed; each gets an item, `raised_at` null once closed. Catching up sends the
 * open ones, and after a lost connection also those closed since (the cursor is a time): a handful of rows, where
 * the people topic's state is the whole company.
 */
export function sosTopic(db: TrackingDatabase): LiveTopic {
  async function read(companyId: number, customerIds?: readonly number[]): Promise<SosTopicItem[]> {
    let query = db
      .selectFrom('customers')
      .leftJoin('tracking_sos', (join) => join.onRef('tracking_sos.customer_id', '=', 'customers.id').on('tracking_sos.closed_at', 'is', null))
      .select(['customers.id', 'customers.name', 'customers.surname', 'tracking_sos.raised_at'])
      .where('customers.company_id', '=', companyId);
    query = customerIds ? query.where('customers.id', 'in', [...customerIds]) : query.where('tracking_sos.id', 'is not', null);
    const rows = await query.orderBy('customers.id').execute();
    return rows.map((row) => ({ id: row.id, name: fullName(row), raised_at: row.raised_at ?? null }));
  }
  return {
    name: SOS_TOPIC,
    allowed: SOS_VIEWER_PERMISSIONS,
    async load(viewer, ids) {
      const customerIds = ids.map(Number).filter((id) => Number.isInteger(id) && id > 0);
      return customerIds.length === 0 ? [] : read(viewer.companyId, customerIds);
    },
    async catchUp(viewer, cursor) {
      const now = Date.now();
      const open = await read(viewer.companyId);
      const since = Number(cursor);
      if (cursor === null || !Number.isFinite(since)) return { items: open, cursor: String(now) };
      const closed = await db
        .selectFrom('tracking_sos')
        .select('customer_id')
        .distinct()
        .where('company_id', '=', viewer.companyId)
        .where('closed_at', '>=', new Date(since).toISOString())
        .execute();
      const openIds = new Set(open.map((item) => item.id));
      const gone = closed.map((row) => row.customer_id).filter((id) => !openIds.has(id));
      return { items: [...open, ...(gone.length > 0 ? await read(viewer.companyId, gone) : [])], cursor: String(now) };
    },
    cursorOf: () => String(Date.now()),
  };
}
