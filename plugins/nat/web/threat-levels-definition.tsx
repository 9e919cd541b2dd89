import type { ReactElement } from 'react';
import { RISK_LEVELS } from '@vigil/core';
import { useTranslation } from '@vigil/web-sdk';
import { LevelBadge } from './level-badge';
import { NAT_NS } from './nat-i18n';

/** The Threat Level Definition modal's content (spec part 2 §9): the four levels and their advice. */
export function ThreatLevelsDefinition(): ReactElement {
  const { t } = useTranslation(NAT_NS);
  return (
    <table className="nat-definition">
      <caption>{t('definition.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('definition.level')}</th>
          <th scope="col">{t('definition.advice')}</th>
        </tr>
      </thead>
      <tbody>
        {RISK_LEVELS.map((level) => (
          <tr key={level}>
            <th scope="row">
              <LevelBadge level={level} />
            </th>
            <td>{t(`advice.${level}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
