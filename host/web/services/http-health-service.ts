import { getDbStatus } from '../../core/contract/health';
import { ApiError } from './api-client';
import type { Api } from './endpoint-client';
import type { HealthService } from './health-service';

/** Only a 500 means the database is down (spec part 1 §7); other failures are left to the calls that follow. */
export class HttpHealthService implements HealthService {
  constructor(private readonly api: Api) {}

  async checkDatabase(): Promise<boolean> {
    try {
      await this.api.call(getDbStatus);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 500) return false;
      console.error('Health check failed', error);
      return true;
    }
  }
}
