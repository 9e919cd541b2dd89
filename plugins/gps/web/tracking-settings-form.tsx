import type { ReactElement } from 'react';
import { required, type Rule } from '@vigil/core';
import { FormView, LoadFailure, PageLoader, SubmitButton, TextField, TOKENS, translateMessage, useFormController, useLoad, useService, useTranslation } from '@vigil/web-sdk';
import {
  getSettings,
  INTERVAL_SECONDS_MAX,
  INTERVAL_SECONDS_MIN,
  RETENTION_DAYS_MAX,
  RETENTION_DAYS_MIN,
  saveSettings,
  settingValue,
  UNREACHABLE_INTERVALS,
  type TrackingSettingsAnswer,
} from '../../tracking/contract';
import { GPS_NS } from './gps-i18n';

const INTERVAL = { min: INTERVAL_SECONDS_MIN, max: INTERVAL_SECONDS_MAX };
const RETENTION = { min: RETENTION_DAYS_MIN, max: RETENTION_DAYS_MAX };

/** The same bounds the server checks (tracking's settingValue), said in the reader's language before sending. */
function within(bounds: { min: number; max: number }, message: string): Rule {
  return (value) => (settingValue(value, bounds.min, bounds.max) === null ? message : null);
}

/** The company's tracking settings (admins, from the gear of /Gps): the interval and the retention of positions. */
export function TrackingSettingsForm({ onSaved }: { onSaved(): void }): ReactElement {
  const { t } = useTranslation(GPS_NS);
  const api = useService(TOKENS.Api);
  const current = useLoad(() => api.call(getSettings), 'tracking-settings');
  if (current.status === 'loading') return <PageLoader plugin="gps" label={t('settings.loading')} />;
  if (current.status === 'error') return <LoadFailure message={current.message} onRetry={current.retry} />;
  return <SettingsForm initial={current.data} onSaved={onSaved} />;
}

function SettingsForm({ initial, onSaved }: { initial: TrackingSettingsAnswer; onSaved(): void }): ReactElement {
  const { t } = useTranslation(GPS_NS);
  const api = useService(TOKENS.Api);
  const ui = useService(TOKENS.Ui);
  const form = useFormController<'interval_seconds' | 'retention_days'>({
    namespace: GPS_NS,
    fields: {
      interval_seconds: {
        label: 'settings.interval',
        text: t('settings.interval', INTERVAL),
        value: String(initial.interval_seconds),
        rules: [required, within(INTERVAL, t('settings.intervalRange', INTERVAL))],
      },
      retention_days: {
        label: 'settings.retention',
        text: t('settings.retention', RETENTION),
        value: String(initial.retention_days),
        rules: [required, within(RETENTION, t('settings.retentionRange', RETENTION))],
      },
    },
    async onSubmit(values) {
      const answer = await api.call(saveSettings, values);
      ui.toast('success', translateMessage(answer.message));
      onSaved();
    },
  });
  return (
    <FormView form={form} className="gps-settings" aria-label={t('settings.title')}>
      <p className="gps-muted">{t('settings.help', { times: UNREACHABLE_INTERVALS })}</p>
      <TextField field="interval_seconds" />
      <TextField field="retention_days" />
      <SubmitButton>{t('settings.save')}</SubmitButton>
    </FormView>
  );
}
