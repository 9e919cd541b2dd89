import { makeObservable, observable, runInAction } from 'mobx';
import type { CompanyDetail } from '../../core/api-contract';
import type { ApiClient } from '../services/api-client';
import type { UiService } from '../services/ui-service';
import { loadCompanyDetail } from './company-detail';

/** The company details the dashboard needs: its logo and the modules it has enabled. */
export class DashboardStore {
  company: CompanyDetail | null = null;

  constructor(
    private readonly legacyApi: ApiClient,
    private readonly ui: UiService,
  ) {
    makeObservable(this, { company: observable.ref });
  }

  async load(): Promise<void> {
    try {
      const company = await loadCompanyDetail(this.legacyApi);
      runInAction(() => (this.company = company));
    } catch (error) {
      // Spec part 1 §8: a failed legacy call shows the server's message.
      this.ui.toast('error', error instanceof Error ? error.message : String(error));
    }
  }
}
