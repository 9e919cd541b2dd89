import { getCompanyDetail } from '../../core/contract/company';
import { bind, type EndpointBinding } from '../endpoints/endpoint-binding';
import { HttpError } from '../http-error';
import type { ServerContext } from '../server-context';
import { serverMessage } from '../../core/server-messages';

/** The signed-in user's company: name, logo and the modules it has switched on. */
export function companyBindings({ db }: Pick<ServerContext, 'db'>): EndpointBinding[] {
  return [
    bind(getCompanyDetail, async ({ user }) => {
      const [company, modules] = await Promise.all([
        db.selectFrom('companies').select(['id', 'name', 'logo']).where('id', '=', user.companyId).executeTakeFirst(),
        db
          .selectFrom('company_modules')
          .select('module_id')
          .where('company_id', '=', user.companyId)
          .orderBy('module_id')
          .execute(),
      ]);
      if (!company) throw new HttpError(404, serverMessage('companyNotFound'));
      return { ...company, activeModules: modules.map((row) => row.module_id) };
    }),
  ];
}
