import { hostname } from 'node:os';

/**
 * The name a process gives in its health answers, so whoever asks through a balancer knows which process answered:
 * VIGIL_INSTANCE_NAME when set (a compose service or pod name), otherwise its host name and process id.
 */
export function instanceName(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const configured = env.VIGIL_INSTANCE_NAME?.trim();
  return configured ? configured.slice(0, 200) : `${hostname()}:${process.pid}`;
}
