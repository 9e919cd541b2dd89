import { observer } from 'mobx-react-lite';
import type { ReactElement } from 'react';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';
import { LazyContribution } from './lazy-contribution';

/**
 * The plugins' notices (their manifests' `notices`) for the users each allows, above every signed-in page and
 * kept mounted across pages. Each loads as its plugin's chunk when the user may see it, never on /Login.
 */
export const PluginNotices = observer(function PluginNotices(): ReactElement {
  const plugins = useService(TOKENS.Plugins);
  const permissions = useService(TOKENS.Permissions);
  return (
    <div className="plugin-notices">
      {plugins.flatMap((plugin) =>
        (plugin.notices ?? []).flatMap((notice, index) =>
          permissions.holdsAny(notice.allowed) ? [<LazyContribution key={`${plugin.id} ${index}`} plugin={plugin} load={notice.view} />] : [],
        ),
      )}
    </div>
  );
});
