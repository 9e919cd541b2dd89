import type { ReactElement } from 'react';
import { formatDate, maxLength, required } from '@vigil/core';
import { FormView, SubmitButton, TextAreaField, TOKENS, translateMessage, useFormController, useService, useTranslation } from '@vigil/web-sdk';
import { closeSos, type TrackedPerson } from '../../tracking/contract';
import { GPS_NS } from './gps-i18n';

/** The longest closing note the server takes (tracking's closeSos). */
export const SOS_NOTE_MAX = 1000;

type OpenSos = NonNullable<TrackedPerson['sos']>;

export interface SosPanelProps {
  sos: OpenSos;
  /** The SOS was closed: the person's status is read again. */
  onClosed(): void;
}

/**
 * The person's open SOS (issue 20), first on the detail: when it was raised and, for the operators who see the
 * page, its closing with a note, which stays with it (tracking's closeSos).
 */
export function SosPanel({ sos, onClosed }: SosPanelProps): ReactElement {
  const { t, language } = useTranslation(GPS_NS);
  const ui = useService(TOKENS.Ui);
  function openClose(): void {
    ui.openModal({
      title: t('sos.closeTitle'),
      content: (close) => (
        <CloseSosForm
          sos={sos}
          onClosed={() => {
            close();
            onClosed();
          }}
        />
      ),
    });
  }
  return (
    <section className="gps-sos" role="alert" aria-label={t('sos.region')}>
      <strong>{t('sos.raised', { date: formatDate(sos.raised_at, language) })}</strong>
      <button type="button" className="button gps-sos-close" onClick={openClose}>
        {t('sos.close')}
      </button>
    </section>
  );
}

function CloseSosForm({ sos, onClosed }: { sos: OpenSos; onClosed(): void }): ReactElement {
  const { t } = useTranslation(GPS_NS);
  const api = useService(TOKENS.Api);
  const ui = useService(TOKENS.Ui);
  const form = useFormController<'note'>({
    namespace: GPS_NS,
    fields: { note: { label: 'sos.note', type: 'textarea', value: '', rules: [required, maxLength(SOS_NOTE_MAX, t('sos.noteTooLong', { max: SOS_NOTE_MAX }))] } },
    async onSubmit(values) {
      const answer = await api.call(closeSos, { sos: String(sos.id), note: values.note.trim() });
      ui.toast('success', translateMessage(answer.message));
      onClosed();
    },
  });
  return (
    <FormView form={form} className="gps-close-sos" aria-label={t('sos.closeTitle')}>
      <TextAreaField field="note" rows={4} />
      <SubmitButton>{t('sos.confirm')}</SubmitButton>
    </FormView>
  );
}
