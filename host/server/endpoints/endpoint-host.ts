import type { FastifyInstance } from 'fastify';
import type { Backend } from '../../core/endpoints';
import type { JwtSigner } from '../auth/jwt';
import type { SessionStore } from '../auth/session-store';
import type { AnonymousWriteLimiter } from './anonymous-write-limiter';
import type { CompanyModules } from '../plugin-host/company-modules';

/** What mounting a declared endpoint needs: where each backend lives and how credentials are checked. */
export interface EndpointHost {
  app: FastifyInstance;
  /** Path prefix of each backend: '/api' and '/v2' by default. */
  bases: Readonly<Record<Backend, string>>;
  appToken: string;
  sessions: SessionStore;
  jwt: JwtSigner;
  /** Counts the calls of endpoints declared `limitPerAddress` per client address. */
  anonymousWrites: AnonymousWriteLimiter;
  /** Which modules each company has switched on: a plugin's calls are refused for the others. */
  companyModules: CompanyModules;
  /**
   * Checks every answer against its declared schema and answers 500 when it does not match: on in the test
   * suites, so a declaration that lies about its answer fails a test; off in production, where it costs time.
   */
  checkAnswers: boolean;
}
