import type { HttpError } from '@vigil/server-sdk';
import type { CountryFences } from './fences/country-fences';
import type { StoredFix } from './store-fix';
import { storeFixBatch, type PendingFix } from './store-fix-batch';
import type { TrackingDatabase } from './tables';

/** A batch bounded so that one transaction stays short and its statements under the databases' parameter limits. */
const MAX_BATCH = 200;

interface Waiting extends PendingFix {
  resolve(stored: StoredFix): void;
  reject(error: unknown): void;
}

/**
 * Group commit for the ingest: the fixes that arrive while a batch is being written wait for the next one, and each
 * request is answered once its own fix has committed, so an acknowledged position is always stored. Alone, a fix is
 * written on the next turn of the event loop, with no added wait.
 */
export class FixWriter {
  private readonly waiting: Waiting[] = [];
  private draining = false;

  /** `countries`: the countries at risk, refreshed outside the batch's transaction so that asking gpa never holds it up. */
  constructor(
    private readonly db: TrackingDatabase,
    private readonly countries?: CountryFences,
  ) {}

  store(pending: PendingFix): Promise<StoredFix> {
    return new Promise<StoredFix>((resolve, reject) => {
      this.waiting.push({ ...pending, resolve, reject });
      if (!this.draining) {
        this.draining = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, MAX_BATCH);
        await this.write(batch);
      }
    } finally {
      this.draining = false;
    }
  }

  private async write(batch: Waiting[]): Promise<void> {
    let results: Array<StoredFix | HttpError>;
    try {
      await this.countries?.refresh(batch.map((waiting) => waiting.device.companyId));
      results = await storeFixBatch(this.db, batch, this.countries);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // One fix that breaks the batch must not refuse the others: each is written alone, and only it fails.
      for (const waiting of batch) await this.write([waiting]);
      return;
    }
    batch.forEach((waiting, index) => {
      const result = results[index];
      if (result === undefined || result instanceof Error) waiting.reject(result ?? new Error('The batch lost a fix'));
      else waiting.resolve(result);
    });
  }
}
