import { binaryContentType, endpointModule, primaryMethod, type AnyEndpoint, type EndpointSmoke } from '../../host/core/endpoints';
import { fileCheck, schemaCheck } from './answer-check';
import { valueWords, type SmokeCall, type SmokeSession } from './smoke-call';

/**
 * The smoke row of a declaration that has `smoke`, or undefined: backend, method and path as declared, the
 * credentials its access needs, the permissions of its access, the request fields its `smoke` fills, and its
 * answer checked against the declared schema (a file by its first bytes and content type).
 */
export function smokeCallOf(endpoint: AnyEndpoint): SmokeCall | undefined {
  const smoke = endpoint.smoke;
  if (!smoke) return undefined;
  const fileType = binaryContentType(endpoint.answer);
  const credential = endpoint.access === 'public' ? [] : [endpoint.backend === 'legacy' ? 'loginToken' : 'jwt'];
  const from = Object.entries(smoke.from ?? {});
  const access = typeof endpoint.access === 'object' ? endpoint.access : undefined;
  const keeps = smoke.keeps ?? [];
  return {
    backend: endpoint.backend,
    method: primaryMethod(endpoint),
    path: endpoint.path,
    expected: 200,
    module: endpointModule(endpoint),
    endpoint,
    needs: [...new Set([...credential, ...from.map(([, value]) => value)])],
    ...(keeps.length > 0 ? { produces: keeps, keep: keeper(keeps, smoke.keep) } : {}),
    ...(access ? { allowedFor: access.allowed } : {}),
    ...(access?.notAllowed ? { notAllowed: access.notAllowed } : {}),
    ...(smoke.fields || from.length > 0 ? { payload: (session: Readonly<SmokeSession>) => fieldsOf(smoke, session) } : {}),
    ...(fileType ? { answer: 'text' as const } : {}),
    check: fileType ? fileCheck(fileType, smoke.startsWith) : schemaCheck(endpoint.answer, smoke.minItems),
  };
}

function fieldsOf(smoke: EndpointSmoke, session: Readonly<SmokeSession>): Record<string, string> {
  const fields: Record<string, string> = { ...smoke.fields };
  for (const [field, value] of Object.entries(smoke.from ?? {})) fields[field] = session.values[value] ?? '';
  return fields;
}

/**
 * Stores what the row keeps for later rows. An answer that yields none of a kept value fails the row: the rows
 * after it could not run, and an empty list where the deployment should have data is a finding of its own.
 */
function keeper(keeps: readonly string[], keep: EndpointSmoke['keep']): NonNullable<SmokeCall['keep']> {
  return (answer, session) => {
    let kept: Readonly<Record<string, string | undefined>>;
    try {
      kept = keep?.(answer) ?? {};
    } catch (error) {
      return `could not keep ${keeps.join(', ')} from the answer: ${error instanceof Error ? error.message : String(error)}`;
    }
    for (const value of keeps) {
      if (kept[value]) session.values[value] = kept[value];
    }
    const missing = keeps.find((value) => !kept[value]);
    return missing ? `no ${valueWords(missing)} in the answer, which later rows need` : null;
  };
}
