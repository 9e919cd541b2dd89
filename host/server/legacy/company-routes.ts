import type { CompanyDetail } from '../../core/api-contract';
import { LEGACY_PATHS } from '../../core/api-contract';
import { HttpError } from '../http-error';
import type { ServerContext } from '../server-context';
import { registerLegacyRoute } from './legacy-route';

/** The signed-in user's company: name, logo and the modules it has switched on. */
export function registerCompanyRoutes({ legacy, db }: ServerContext): void {
  registerLegacyRoute(legacy, {
    method: ['GET', 'POST'],
    path: LEGACY_PATHS.companyDetail,
    async handler({ user }): Promise<CompanyDetail> {
      const [company, modules] = await Promise.all([
        db.selectFrom('companies').select(['id', 'name', 'logo']).where('id', '=', user.companyId).executeTakeFirst(),
        db
          .selectFrom('company_modules')
          .select('module_id')
          .where('company_id', '=', user.companyId)
          .orderBy('module_id')
          .execute(),
      ]);
      if (!company) throw new HttpError(404, 'Company not found');
      return { ...company, activeModules: modules.map((row) => row.module_id) };
    },
  });
}
