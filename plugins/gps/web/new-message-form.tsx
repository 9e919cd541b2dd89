import { useRef, useState, type ReactElement } from 'react';
import { MESSAGE_RULES, newAlert, PICKUP_FIELDS, PICKUP_RULES, type PickupField, type Rule } from '@vigil/core';
import {
  DateTimeField,
  FormView,
  PictureField,
  SubmitButton,
  TextAreaField,
  TextField,
  TOKENS,
  translateMessage,
  useFormController,
  useService,
  useTranslation,
  type FieldDefinition,
} from '@vigil/web-sdk';
import { GPS_NS } from './gps-i18n';

type MessageField = 'content' | PickupField;

export interface NewMessageFormProps {
  employee: number;
  /** The message was sent: the modal closes and the messages reload. */
  onSent(): void;
}

/**
 * The new message of spec part 2 §5: content required, an optional image and, with the pickup switch on, the
 * pickup's details, all required, driver and company people's or firms' names. The rules are the platform's
 * (host/core/message-rules), the ones the server checks /alerts/newAlert with, so both say the same words.
 * A refusal from the server shows as an error notice with its message (the form's failure toast).
 */
export function NewMessageForm({ employee, onSent }: NewMessageFormProps): ReactElement {
  const { t } = useTranslation(GPS_NS);
  const api = useService(TOKENS.Api);
  const ui = useService(TOKENS.Ui);
  const [pickup, setPickup] = useState(false);
  const [image, setImage] = useState<string | null>(null);
  // The pickup's rules apply only while the switch is on: the form is built once, its rules read the switch.
  const pickupOn = useRef(false);
  const whenPickup = (rules: readonly Rule[]): Rule[] => rules.map((rule) => (value: string) => (pickupOn.current ? rule(value) : null));

  const pickupFields = {} as Record<PickupField, FieldDefinition>;
  for (const field of PICKUP_FIELDS) pickupFields[field] = { label: `message.${field}`, value: '', rules: whenPickup(PICKUP_RULES[field]) };
  const form = useFormController<MessageField>({
    namespace: GPS_NS,
    fields: { content: { label: 'message.content', type: 'textarea', value: '', rules: MESSAGE_RULES.content }, ...pickupFields },
    async onSubmit(values) {
      const details = pickupOn.current ? { asPickup: 'true', ...Object.fromEntries(PICKUP_FIELDS.map((field) => [field, values[field]])) } : {};
      const answer = await api.call(newAlert, { employee: String(employee), content: values.content, ...(image ? { image } : {}), ...details });
      ui.toast('success', translateMessage(answer.message));
      onSent();
    },
  });

  function switchPickup(on: boolean): void {
    pickupOn.current = on;
    setPickup(on);
    // Re-checks the details against the switch, so a hidden field's old error does not hold the form back.
    for (const field of PICKUP_FIELDS) form.setValue(field, form.values()[field]);
  }

  return (
    <FormView form={form} className="gps-new-message" aria-label={t('message.title')}>
      {/* First: a field's error appearing on blur above the switch would move it away from under the pointer. */}
      <label className="gps-switch">
        <input type="checkbox" role="switch" checked={pickup} onChange={(event) => switchPickup(event.target.checked)} />
        <span>{t('message.pickup')}</span>
      </label>
      <TextAreaField field="content" rows={4} />
      <PictureField value={image} onChange={setImage} disabled={form.submitting} label={t('message.image')} alt={t('gallery.image')} />
      {pickup ? (
        <fieldset className="gps-pickup">
          <legend>{t('message.pickup')}</legend>
          <DateTimeField field="date" />
          {PICKUP_FIELDS.filter((field) => field !== 'date').map((field) => (
            <TextField key={field} field={field} />
          ))}
        </fieldset>
      ) : null}
      <SubmitButton>{t('message.send')}</SubmitButton>
    </FormView>
  );
}
