import type { ReactElement } from 'react';
import { required } from '@vigil/core';
import { FormView, SelectField, SubmitButton, TOKENS, useFormController, useService, useToast, useTranslation } from '@vigil/web-sdk';
import { PRINT_LANGUAGES, PRINT_REQUEST_FAILED, PRINT_REQUEST_SENT, sendPrintRequest, type PrintLanguage } from '../contract';
import { GPA_NS } from './gpa-i18n';

/** Spec part 2 §8: the print request's failure notice, whatever the cause. */

const LANGUAGE_OPTIONS = PRINT_LANGUAGES.map((language) => ({ value: language, label: `languages.${language}` }));

/**
 * The print-report modal's form: a required language (spec part 2 §5, §9), sent with the country id; once sent,
 * `onSent` gets the language, which the print view's report is written in.
 */
export function PrintReportForm({ countryId, onSent }: { countryId: number; onSent: (language: PrintLanguage) => void }): ReactElement {
  const { t } = useTranslation(GPA_NS);
  const api = useService(TOKENS.Api);
  const toast = useToast();
  const form = useFormController<'langSelected'>({
    namespace: GPA_NS,
    fields: { langSelected: { label: 'detail.language', type: 'select', options: LANGUAGE_OPTIONS, value: '', rules: [required] } },
    onSubmit: async (values) => {
      try {
        await api.call(sendPrintRequest, { langSelected: values.langSelected, countryID: countryId });
      } catch {
        throw new Error(PRINT_REQUEST_FAILED);
      }
      toast('success', PRINT_REQUEST_SENT);
      const chosen = PRINT_LANGUAGES.find((language) => language === values.langSelected);
      onSent(chosen ?? 'English');
    },
  });
  return (
    <FormView form={form} className="gpa-print-form" aria-label={t('detail.printTitle')}>
      <SelectField field="langSelected" placeholder="detail.chooseLanguage" />
      <SubmitButton>{t('detail.send')}</SubmitButton>
    </FormView>
  );
}
