import type { DecodedFix } from '../protocols';
import type { Fix } from '../status/fence';
import { judgeFence, NEW_FENCE_STATE, type FenceState } from '../status/judge-fence';
import type { TrackingTransaction } from '../tracked-person-row';
import { fenceOf } from './fence-geometry';

/** A stored fix of a person, for the fences to judge. */
export interface NewFix {
  positionId: number;
  fix: DecodedFix;
  fixTime: string;
}

type JudgedFix = Fix & { positionId: number };

/**
 * Judges a batch's new fixes against their companies' fences, oldest first (the judge ignores what is not newer
 * than what it judged), stores each person's state per fence, each confirmed entry and exit with the fix that
 * proved it, and whether the person is now inside any. Returns the people whose inside-ness changed.
 */
export async function judgeNewFixes(trx: TrackingTransaction, people: ReadonlyMap<number, { companyId: number; fixes: readonly NewFix[] }>): Promise<number[]> {
  if (people.size === 0) return [];
  const companies = [...new Set([...people.values()].map((person) => person.companyId))];
  const fences = await trx.selectFrom('tracking_fences').select(['id', 'company_id', 'kind', 'geometry']).where('company_id', 'in', companies).execute();
  if (fences.length === 0) return [];
  const customerIds = [...people.keys()];
  const stored = await trx.selectFrom('tracking_fence_states').selectAll().where('customer_id', 'in', customerIds).execute();
  const states = new Map(stored.map((row) => [`${row.customer_id}|${row.fence_id}`, { inside: row.inside === 1, state: JSON.parse(row.state) as FenceState<JudgedFix> }]));
  const now = new Date().toISOString();
  const changed: number[] = [];

  for (const [customerId, person] of people) {
    const fixes = [...person.fixes]
      .sort((a, b) => a.fix.fixTime - b.fix.fixTime)
      .map((item): JudgedFix => ({ lat: item.fix.lat, lon: item.fix.lon, fixTime: item.fix.fixTime, accuracy: item.fix.accuracy, positionId: item.positionId }));
    let wasInside = false;
    let isInside = false;
    for (const row of fences.filter((fence) => fence.company_id === person.companyId)) {
      const key = `${customerId}|${row.id}`;
      const before = states.get(key);
      wasInside ||= before?.inside ?? false;
      let state: FenceState<JudgedFix> = before?.state ?? NEW_FENCE_STATE;
      const fence = fenceOf(row);
      for (const fix of fixes) {
        const judged = judgeFence(fence, state, fix);
        state = judged.state;
        if (judged.event) {
          await trx.insertInto('tracking_fence_events').values({
            company_id: person.companyId,
            customer_id: customerId,
            fence_id: row.id,
            kind: judged.event.kind,
            position_id: judged.event.fix.positionId,
            fix_time: new Date(judged.event.fix.fixTime).toISOString(),
            created_at: now,
          }).execute();
        }
      }
      const inside = state.inside === true;
      isInside ||= inside;
      await trx
        .insertInto('tracking_fence_states')
        .values({ customer_id: customerId, fence_id: row.id, inside: inside ? 1 : 0, state: JSON.stringify(state) })
        .onConflict((conflict) => conflict.columns(['customer_id', 'fence_id']).doUpdateSet({ inside: inside ? 1 : 0, state: JSON.stringify(state) }))
        .execute();
    }
    if (wasInside !== isInside) {
      await trx.updateTable('tracking_people').set({ in_fence: isInside ? 1 : 0 }).where('customer_id', '=', customerId).execute();
      changed.push(customerId);
    }
  }
  return changed;
}
