import { makeObservable, observable, runInAction } from 'mobx';
import type { CompanyDetail } from '../../core/contract/company';
import { errorMessage } from '../../core/error-message';
import type { Api } from '../services/endpoint-client';
import type { UiService } from '../services/ui-service';
import { loadCompanyDetail } from './company-detail';

/** The company details the dashboard needs: its logo and the modules it has enabled. */
export class DashboardStore {
  company: CompanyDetail | null = null;

  constructor(
    private readonly api: Api,
    private readonly ui: UiService,
  ) {
    makeObservable(this, { company: observable.ref });
  }

  async load(): Promise<void> {
    try {
      const company = await loadCompanyDetail(this.api);
      runInAction(() => (this.company = company));
    } catch (error) {
      // Spec part 1 §8: a failed legacy call shows the server's message.
      this.ui.toast('error', errorMessage(error));
    }
  }
}
