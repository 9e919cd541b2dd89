import type { ReactElement } from 'react';
import { ERROR_MESSAGES, getBuildings, type Building } from '@vigil/core';
import {
  FormView,
  LoadFailure,
  SelectField,
  SubmitButton,
  TOKENS,
  translateMessage,
  useFormController,
  useLoad,
  useService,
  useTranslation,
  type LoadState,
  type PluginModalProps,
} from '@vigil/web-sdk';
import { ASSET_VALUES, PERSONNEL_VALUES, REQUEST_RULES } from '../contract';
import { SRMT_NS } from './srmt-i18n';
import { countryOptions, useCountries } from './use-countries';
import { useSendRequest } from './use-send-request';
import './srmt.css';

const ASSET_OPTIONS = Object.keys(ASSET_VALUES).map((value) => ({ value, label: `asset.${value}` }));
const PERSONNEL_OPTIONS = Object.keys(PERSONNEL_VALUES).map((value) => ({ value, label: `personnel.${value}` }));

/** The company's projects; any failure reads as the spec's 'Cannot get buildings' (part 1 §8). */
function useProjects(): LoadState<readonly Building[]> & { retry: () => void } {
  const api = useService(TOKENS.Api);
  return useLoad(async () => {
    try {
      return await api.call(getBuildings);
    } catch {
      throw new Error(ERROR_MESSAGES.buildings);
    }
  }, 'projects');
}

/**
 * The Impact Evaluation request (spec part 1 §5): a country, one of the company's projects (from
 * /companies/getBuildings), the asset economic value and the personnel on site.
 */
export default function IeRequestModal({ onClose }: PluginModalProps): ReactElement {
  const { t } = useTranslation(SRMT_NS);
  const countries = useCountries();
  const projects = useProjects();
  const rules = REQUEST_RULES.ie;
  const form = useFormController<'country' | 'project' | 'asset' | 'personnel'>({
    namespace: SRMT_NS,
    fields: {
      country: { label: 'field.country', type: 'select', rules: rules.country },
      project: { label: 'field.project', type: 'select', rules: rules.project },
      asset: { label: 'field.asset', type: 'select', options: ASSET_OPTIONS, rules: rules.asset },
      personnel: { label: 'field.personnel', type: 'select', options: PERSONNEL_OPTIONS, rules: rules.personnel },
    },
    onSubmit: useSendRequest('ie', onClose),
  });
  const projectOptions =
    projects.status === 'ready' ? projects.data.map((project) => ({ value: project.label, label: project.label, text: project.label })) : [];
  return (
    <div className="srmt-request">
      {countries.status === 'error' ? <LoadFailure message={countries.message} onRetry={countries.retry} /> : null}
      {projects.status === 'error' ? <LoadFailure message={translateMessage(ERROR_MESSAGES.buildings)} onRetry={projects.retry} /> : null}
      <FormView form={form} className="srmt-form">
        <SelectField field="country" placeholder="field.chooseCountry" options={countries.status === 'ready' ? countryOptions(countries.data) : []} />
        <SelectField field="project" placeholder="field.chooseProject" options={projectOptions} />
        <SelectField field="asset" placeholder="field.chooseAsset" />
        <SelectField field="personnel" placeholder="field.choosePersonnel" />
        <SubmitButton>{t('send')}</SubmitButton>
      </FormView>
    </div>
  );
}
