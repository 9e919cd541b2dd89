import type { TrackingDatabase } from './tables';
import { DEFAULT_RETENTION_DAYS } from './tracking-settings';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the positions, and the looks at them, older than their company's retention (DEFAULT_RETENTION_DAYS without a setting), and
 * forgets a person's latest fix once it is that old, so no screen shows where someone was beyond it. Returns how
 * many positions went.
 *
 * Positions of people whose tracking was switched off are not deleted at once, only at the same retention: what
 * was kept while tracking was on is the record of where someone was during an incident, and an admin switching
 * tracking off (after it, or by mistake) must not erase it. No position is added while tracking is off.
 */
export interface ExpiredPositions {
  deleted: number;
  /** The people whose latest fix was forgotten, for the screens to hear of it. */
  forgotten: number[];
}

export async function deleteExpiredPositions(db: TrackingDatabase, now: number): Promise<ExpiredPositions> {
  const settings = await db.selectFrom('tracking_settings').select(['company_id', 'retention_days']).execute();
  const total: ExpiredPositions = { deleted: 0, forgotten: [] };
  const add = (part: ExpiredPositions): void => {
    total.deleted += part.deleted;
    total.forgotten.push(...part.forgotten);
  };
  for (const setting of settings) add(await deleteOlder(db, cutoff(now, setting.retention_days), setting.company_id));
  add(await deleteOlder(db, cutoff(now, DEFAULT_RETENTION_DAYS), null, settings.map((setting) => setting.company_id)));
  return total;
}

function cutoff(now: number, days: number): string {
  return new Date(now - days * DAY_MS).toISOString();
}

/** One company's expired positions, or (companyId null) those of every company without a setting of its own. */
async function deleteOlder(db: TrackingDatabase, before: string, companyId: number | null, except: readonly number[] = []): Promise<ExpiredPositions> {
  return db.transaction().execute(async (trx) => {
    let positions = trx.deleteFrom('tracking_positions').where('fix_time', '<', before);
    let stale = trx.selectFrom('tracking_people').select('customer_id').where('last_fix_time', '<', before);
    let views = trx.deleteFrom('tracking_views').where('viewed_at', '<', before);
    if (companyId !== null) {
      positions = positions.where('company_id', '=', companyId);
      stale = stale.where('company_id', '=', companyId);
      views = views.where('company_id', '=', companyId);
    } else if (except.length > 0) {
      positions = positions.where('company_id', 'not in', except);
      stale = stale.where('company_id', 'not in', except);
      views = views.where('company_id', 'not in', except);
    }
    const forgotten = (await stale.execute()).map((row) => row.customer_id);
    const result = await positions.executeTakeFirst();
    // Who looked at a position is kept as long as the positions: a look at where someone was goes with it.
    await views.execute();
    if (forgotten.length > 0) {
      await trx
        .updateTable('tracking_people')
        .set((eb) => ({ lat: null, lon: null, accuracy: null, battery: null, last_fix_time: null, last_position_id: null, version: eb('version', '+', 1) }))
        .where('customer_id', 'in', forgotten)
        .execute();
    }
    return { deleted: Number(result.numDeletedRows), forgotten };
  });
}
