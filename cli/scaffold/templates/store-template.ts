import type { PluginSpec } from '../plugin-spec';
import { GENERATED_HEADER } from '../scaffold-version';

/** plugins/<id>/web/<id>-store.ts: the page's state, loaded from the plugin's own endpoint. */
export function storeTemplate(spec: PluginSpec): string {
  const { pascal } = spec;
  return `${GENERATED_HEADER}
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../../../host/web/plugin-sdk';

/** What GET /${spec.id}/getOverview answers (see ../server/index.ts). */
export interface ${pascal}Overview {
  title: string;
  message: string;
}

export type ${pascal}LoadState = 'idle' | 'loading' | 'ready' | 'error';

export class ${pascal}Store {
  overview: ${pascal}Overview | null = null;
  state: ${pascal}LoadState = 'idle';
  /** The failed call's message (ApiError.message), shown as is. */
  error: string | null = null;

  constructor(private readonly api: ApiClient) {
    // The client is a service, not state: keep MobX from wrapping it.
    makeAutoObservable<${pascal}Store, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.state = 'loading';
    this.error = null;
    try {
      const overview = await this.api.get<${pascal}Overview>('/${spec.id}/getOverview');
      runInAction(() => {
        this.overview = overview;
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.error = error instanceof Error ? error.message : String(error);
        this.state = 'error';
      });
    }
  }
}
`;
}
