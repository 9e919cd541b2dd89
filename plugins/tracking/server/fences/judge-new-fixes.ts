import type { DecodedFix } from '../protocols';
import type { Fence, Fix } from '../status/fence';
import { judgeFence, NEW_FENCE_STATE, type FenceState } from '../status/judge-fence';
import type { TrackingTransaction } from '../tracked-person-row';
import type { CountryFences } from './country-fences';
import { mayBeInside } from './country-outlines';
import { fenceOf } from './fence-geometry';

/** A stored fix of a person, for the fences to judge. */
export interface NewFix {
  positionId: number;
  fix: DecodedFix;
  fixTime: string;
}

type JudgedFix = Fix & { positionId: number };

type StoredState = { inside: boolean; state: FenceState<JudgedFix> };

/** A fence to judge a person's fixes against: drawn ones always, a country only when a fix or a stored state is near it. */
interface Candidate {
  id: number;
  fence: Fence;
  /** Country fences store a state only while it matters (inside, or on the way in): a company's people times its countries would be too many rows. */
  country: boolean;
}

/** A country fence state that says nothing: outside (or never seen), and no entry under way. */
const idle = (state: FenceState<JudgedFix>): boolean => state.inside !== true && state.pending?.side !== 'inside';

/**
 * Judges a batch's new fixes against their companies' fences, oldest first (the judge ignores what is not newer
 * than what it judged), stores each person's state per fence, each confirmed entry and exit with the fix that
 * proved it, and whether the person is now inside any. Drawn fences are judged for every fix; a country at risk
 * (`countries`, refreshed before the batch) only for the people near it or already in it, since its outline costs
 * far more than a circle. A country no longer at risk no longer counts: its states are dropped without an exit.
 * Returns the people whose inside-ness changed.
 */
export async function judgeNewFixes(
  trx: TrackingTransaction,
  people: ReadonlyMap<number, { companyId: number; fixes: readonly NewFix[] }>,
  countries?: CountryFences,
): Promise<number[]> {
  if (people.size === 0) return [];
  const companies = [...new Set([...people.values()].map((person) => person.companyId))];
  const drawn = await trx
    .selectFrom('tracking_fences')
    .select(['id', 'company_id', 'kind', 'geometry'])
    .where('company_id', 'in', companies)
    .where('kind', 'in', ['circle', 'polygon'])
    .execute();
  const hasCountries = countries !== undefined && companies.some((companyId) => countries.of(companyId).length > 0);
  const customerIds = [...people.keys()];
  // Without any fence, only a country state left from before (the country is no longer at risk) can matter.
  const stored = await trx
    .selectFrom('tracking_fence_states')
    .selectAll()
    .where('customer_id', 'in', customerIds)
    .$if(drawn.length === 0 && !hasCountries, (query) => query.where('inside', '=', 1))
    .execute();
  if (drawn.length === 0 && !hasCountries && stored.length === 0) return [];
  const states = new Map<number, Map<number, StoredState>>();
  for (const row of stored) {
    const own = states.get(row.customer_id) ?? new Map<number, StoredState>();
    own.set(row.fence_id, { inside: row.inside === 1, state: JSON.parse(row.state) as FenceState<JudgedFix> });
    states.set(row.customer_id, own);
  }
  const now = new Date().toISOString();
  const changed: number[] = [];
  // Written together after the loop: one statement per few hundred states, not one per person and fence.
  const kept: StateRow[] = [];
  const forgotten: Array<{ customerId: number; fenceId: number }> = [];

  for (const [customerId, person] of people) {
    const fixes = [...person.fixes]
      .sort((a, b) => a.fix.fixTime - b.fix.fixTime)
      .map((item): JudgedFix => ({ lat: item.fix.lat, lon: item.fix.lon, fixTime: item.fix.fixTime, accuracy: item.fix.accuracy, positionId: item.positionId }));
    const before = states.get(customerId) ?? new Map<number, StoredState>();
    const wasInside = [...before.values()].some((state) => state.inside);
    const candidates: Candidate[] = drawn.filter((row) => row.company_id === person.companyId).map((row) => ({ id: row.id, fence: fenceOf(row), country: false }));
    for (const country of countries?.of(person.companyId) ?? []) {
      if (before.has(country.id) || fixes.some((fix) => mayBeInside(country, fix.lon, fix.lat))) candidates.push({ id: country.id, fence: country.fence, country: true });
    }
    // States of fences no longer judged for this person: a deleted drawn fence takes its own along; a country no
    // longer at risk leaves its states behind, dropped here.
    const judged = new Set(candidates.map((candidate) => candidate.id));
    const gone = [...before.keys()].filter((fenceId) => !judged.has(fenceId) && !drawn.some((row) => row.id === fenceId));
    forgotten.push(...gone.map((fenceId) => ({ customerId, fenceId })));

    let isInside = false;
    for (const candidate of candidates) {
      const previous = before.get(candidate.id);
      let state: FenceState<JudgedFix> = previous?.state ?? NEW_FENCE_STATE;
      for (const fix of fixes) {
        const judgement = judgeFence(candidate.fence, state, fix);
        state = judgement.state;
        if (judgement.event) {
          await trx.insertInto('tracking_fence_events').values({
            company_id: person.companyId,
            customer_id: customerId,
            fence_id: candidate.id,
            kind: judgement.event.kind,
            position_id: judgement.event.fix.positionId,
            fix_time: new Date(judgement.event.fix.fixTime).toISOString(),
            created_at: now,
          }).execute();
        }
      }
      const inside = state.inside === true;
      isInside ||= inside;
      if (candidate.country && idle(state)) {
        if (previous) forgotten.push({ customerId, fenceId: candidate.id });
        continue;
      }
      kept.push({ customer_id: customerId, fence_id: candidate.id, inside: inside ? 1 : 0, state: JSON.stringify(state) });
    }
    if (wasInside !== isInside) {
      await trx.updateTable('tracking_people').set({ in_fence: isInside ? 1 : 0 }).where('customer_id', '=', customerId).execute();
      changed.push(customerId);
    }
  }
  await storeStates(trx, kept, forgotten);
  return changed;
}

type StateRow = { customer_id: number; fence_id: number; inside: number; state: string };

/** Rows per statement: 4 parameters each, far under SQLite's and PostgreSQL's limits. */
const STATES_PER_STATEMENT = 500;

async function storeStates(trx: TrackingTransaction, kept: readonly StateRow[], forgotten: ReadonlyArray<{ customerId: number; fenceId: number }>): Promise<void> {
  for (let start = 0; start < kept.length; start += STATES_PER_STATEMENT) {
    await trx
      .insertInto('tracking_fence_states')
      .values(kept.slice(start, start + STATES_PER_STATEMENT))
      .onConflict((conflict) =>
        conflict.columns(['customer_id', 'fence_id']).doUpdateSet((eb) => ({ inside: eb.ref('excluded.inside'), state: eb.ref('excluded.state') })),
      )
      .execute();
  }
  for (let start = 0; start < forgotten.length; start += STATES_PER_STATEMENT) {
    const some = forgotten.slice(start, start + STATES_PER_STATEMENT);
    await trx
      .deleteFrom('tracking_fence_states')
      .where((eb) => eb.or(some.map(({ customerId, fenceId }) => eb.and([eb('customer_id', '=', customerId), eb('fence_id', '=', fenceId)]))))
      .execute();
  }
}
