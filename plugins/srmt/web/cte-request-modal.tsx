import type { ReactElement } from 'react';
import { FormView, LoadFailure, SelectField, SubmitButton, useFormController, useTranslation, type PluginModalProps } from '@vigil/web-sdk';
import { CTE_LANGUAGES, REQUEST_RULES } from '../contract';
import { SRMT_NS } from './srmt-i18n';
import { countryOptions, useCountries } from './use-countries';
import { useSendRequest } from './use-send-request';
import './srmt.css';

const LANGUAGE_OPTIONS = CTE_LANGUAGES.map((language) => ({ value: language, label: `language.${language}` }));

/** The Country Threat Evaluation request (spec part 1 §5): a country and the language of the evaluation. */
export default function CteRequestModal({ onClose }: PluginModalProps): ReactElement {
  const { t } = useTranslation(SRMT_NS);
  const countries = useCountries();
  const rules = REQUEST_RULES.cte;
  const form = useFormController<'country' | 'language'>({
    namespace: SRMT_NS,
    fields: {
      country: { label: 'field.country', type: 'select', rules: rules.country },
      language: { label: 'field.language', type: 'select', options: LANGUAGE_OPTIONS, rules: rules.language },
    },
    onSubmit: useSendRequest('cte', onClose),
  });
  return (
    <div className="srmt-request">
      {countries.status === 'error' ? <LoadFailure message={countries.message} onRetry={countries.retry} /> : null}
      <FormView form={form} className="srmt-form">
        <SelectField field="country" placeholder="field.chooseCountry" options={countries.status === 'ready' ? countryOptions(countries.data) : []} />
        <SelectField field="language" placeholder="field.chooseLanguage" />
        <SubmitButton>{t('send')}</SubmitButton>
      </FormView>
    </div>
  );
}
