import { getLiveness, getReadiness } from '../../core/contract/process-health';
import type { DialectName } from '../database/connect';
import { bind, type EndpointBinding } from '../endpoints/endpoint-binding';
import { HttpError } from '../http-error';
import type { Readiness } from './readiness';

/** The header that names the answering process on every health answer, refusals included. */
export const INSTANCE_HEADER = 'vigil-instance';

export interface ProcessHealth {
  instance: string;
  dialect: DialectName;
  files: 'local' | 's3';
  readiness: Readiness;
}

/** Liveness and readiness for a load balancer (host/core/contract/health.ts). */
export function processHealthBindings({ instance, dialect, files, readiness }: ProcessHealth): EndpointBinding[] {
  return [
    bind(getLiveness, async ({ reply }) => {
      void reply.header(INSTANCE_HEADER, instance).header('cache-control', 'no-store');
      return { status: 'ok' as const, instance };
    }),
    bind(getReadiness, async ({ reply, request }) => {
      void reply.header(INSTANCE_HEADER, instance).header('cache-control', 'no-store');
      const state = await readiness.state();
      if (!state.ready) {
        request.log.warn(`not ready: ${state.detail}`);
        throw new HttpError(503, `Vigil process ${instance} is not ready: ${state.reason}`, undefined, {
          [INSTANCE_HEADER]: instance,
          'retry-after': '5',
        });
      }
      return { status: 'ok' as const, instance, database: dialect, files };
    }),
  ];
}
