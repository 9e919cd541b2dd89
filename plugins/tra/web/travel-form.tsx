import { useState, type ReactElement } from 'react';
import { email, getCountries, getEmployees, isIsoDay, maxLength, optional, phone, required, type GeoCountry, type Rule } from '@vigil/core';
import {
  FormView,
  LoadFailure,
  PageLoader,
  SelectField,
  SubmitButton,
  TextField,
  TOKENS,
  translateMessage,
  useFormController,
  useLoad,
  useService,
  useTranslation,
  type Api,
  type AuthService,
  type FieldOption,
} from '@vigil/web-sdk';
import {
  REFERENCE_FIELD_MAX,
  saveTravel,
  TRA_MESSAGES,
  TRACKING_INTERVAL_DEFAULT_MS,
  TRACKING_INTERVAL_MAX_MS,
  TRACKING_INTERVAL_MIN_MS,
  TRAVEL_NAME_MAX,
  type Travel,
} from '../contract';
import { TRA_NS } from './tra-i18n';
import { stopsProblem, TravelStopsEditor, type StopDraft } from './travel-stops-editor';

export interface TravelFormProps {
  /** The travel to change, or null for a new one. */
  travel: Travel | null;
  /** Saved: the modal closes and the list reloads. */
  onSaved(): void;
}

interface Choices {
  travellers: FieldOption[];
  countries: GeoCountry[];
}

/**
 * The travellers to choose from: the company's employees, through the personnel call the manifest opens to tra
 * users (platformCalls). Should it fail, the signed-in user still registers their own travel.
 */
async function loadChoices(api: Api, auth: AuthService, travel: Travel | null): Promise<Choices> {
  const [employees, countries] = await Promise.all([api.call(getEmployees).catch(() => null), api.call(getCountries)]);
  const travellers: FieldOption[] = (employees ?? []).map((employee) => {
    const text = `${employee.name} ${employee.surname}`.trim();
    return { value: String(employee.id), label: text, text };
  });
  const me = auth.user;
  const add = (id: number, text: string): void => {
    if (!travellers.some((option) => option.value === String(id))) travellers.push({ value: String(id), label: text, text });
  };
  if (me) add(me.id, `${me.name} ${me.surname}`.trim());
  if (travel) add(travel.customer_id, travel.customer_name);
  return { travellers, countries };
}

/** The travel modal (spec part 2 §3 Travel): traveller, name, dates, itinerary, reference contact, tracking interval. */
export function TravelForm({ travel, onSaved }: TravelFormProps): ReactElement {
  const { t } = useTranslation(TRA_NS);
  const api = useService(TOKENS.Api);
  const auth = useService(TOKENS.Auth);
  const choices = useLoad(() => loadChoices(api, auth, travel), `tra-form-${travel?.id ?? 'new'}`);
  if (choices.status === 'loading') return <PageLoader plugin="tra" label={t('form.loading')} />;
  if (choices.status === 'error') return <LoadFailure message={choices.message} onRetry={choices.retry} />;
  return <TravelFormFields travel={travel} choices={choices.data} onSaved={onSaved} />;
}

type TravelField = 'customer' | 'travel_name' | 'start_date' | 'end_date' | 'reference_name' | 'reference_email' | 'reference_phone' | 'tracking_interval';

const MIN_SECONDS = TRACKING_INTERVAL_MIN_MS / 1000;
const MAX_SECONDS = TRACKING_INTERVAL_MAX_MS / 1000;
const day: Rule = (value) => (isIsoDay(value) ? null : 'Not a valid date');
const referenceRules = [maxLength(REFERENCE_FIELD_MAX, `At most ${REFERENCE_FIELD_MAX} characters`)];

function draftsOf(travel: Travel | null): StopDraft[] {
  if (!travel || travel.georeferences.length === 0) return [{ key: 1, country_id: '', city_id: '', date: '' }];
  return travel.georeferences.map((stop, index) => ({
    key: index + 1,
    country_id: String(stop.country_id),
    city_id: stop.city_id === null ? '' : String(stop.city_id),
    date: stop.date,
  }));
}

function TravelFormFields({ travel, choices, onSaved }: TravelFormProps & { choices: Choices }): ReactElement {
  const { t } = useTranslation(TRA_NS);
  const api = useService(TOKENS.Api);
  const ui = useService(TOKENS.Ui);
  const [stops, setStops] = useState<StopDraft[]>(() => draftsOf(travel));
  const [tried, setTried] = useState(false);
  const intervalRange = t('form.intervalRange', { min: MIN_SECONDS, max: MAX_SECONDS });
  const seconds: Rule = (value) => {
    const number = Number(value);
    return /^[0-9]+$/.test(value) && number >= MIN_SECONDS && number <= MAX_SECONDS ? null : intervalRange;
  };
  const form = useFormController<TravelField>({
    namespace: TRA_NS,
    fields: {
      customer: { label: 'form.customer', type: 'select', options: choices.travellers, value: travel ? String(travel.customer_id) : '', rules: [required] },
      travel_name: {
        label: 'form.travel_name',
        value: travel?.travel_name ?? '',
        rules: [required, maxLength(TRAVEL_NAME_MAX, `At most ${TRAVEL_NAME_MAX} characters`)],
      },
      start_date: { label: 'form.start_date', type: 'date', value: travel?.start_date ?? '', rules: [required, day] },
      end_date: { label: 'form.end_date', type: 'date', value: travel?.end_date ?? '', rules: [required, day] },
      reference_name: { label: 'form.reference_name', value: travel?.reference_name ?? '', rules: referenceRules },
      reference_email: { label: 'form.reference_email', type: 'email', value: travel?.reference_email ?? '', rules: [optional(email, ...referenceRules)] },
      reference_phone: { label: 'form.reference_phone', type: 'tel', value: travel?.reference_phone ?? '', rules: [optional(phone, ...referenceRules)] },
      tracking_interval: {
        label: 'form.tracking_interval',
        value: String((travel?.tracking_interval ?? TRACKING_INTERVAL_DEFAULT_MS) / 1000),
        rules: [required, seconds],
      },
    },
    async onSubmit(values) {
      const problem = stopsProblem(stops);
      if (problem) throw new Error(translateMessage(problem));
      if (values.end_date < values.start_date) throw new Error(t('messages.datesOrder'));
      const georeferences = stops.map((stop) => ({ country_id: Number(stop.country_id), city_id: stop.city_id === '' ? null : Number(stop.city_id), date: stop.date }));
      await api.call(saveTravel, {
        ...(travel ? { id: String(travel.id) } : {}),
        customer: values.customer,
        travel_name: values.travel_name.trim(),
        start_date: values.start_date,
        end_date: values.end_date,
        georeferences: JSON.stringify(georeferences),
        reference_name: values.reference_name.trim(),
        reference_email: values.reference_email.trim(),
        reference_phone: values.reference_phone.trim(),
        tracking_interval: String(Number(values.tracking_interval) * 1000),
      });
      ui.toast('success', t('messages.travelSaved', { defaultValue: TRA_MESSAGES.travelSaved }));
      onSaved();
    },
  });

  return (
    // A save tried with the fields valid or not: from then on the stops show what they miss, as the fields do.
    <div onSubmitCapture={() => setTried(true)}>
      <FormView form={form} className="tra-form">
        <SelectField field="customer" placeholder="form.choose" />
        <TextField field="travel_name" />
        <div className="tra-form-row">
          <TextField field="start_date" />
          <TextField field="end_date" />
        </div>
        <TravelStopsEditor stops={stops} countries={choices.countries} showErrors={tried} onChange={setStops} />
        <TextField field="reference_name" />
        <TextField field="reference_email" />
        <TextField field="reference_phone" />
        <TextField field="tracking_interval" />
        <SubmitButton>{t('form.save')}</SubmitButton>
      </FormView>
    </div>
  );
}
