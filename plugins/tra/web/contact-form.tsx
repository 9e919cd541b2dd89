import { useState, type ReactElement } from 'react';
import { MESSAGE_RULES } from '@vigil/core';
import {
  FormView,
  PictureField,
  SubmitButton,
  TextAreaField,
  TOKENS,
  useFormController,
  useService,
  useTranslation,
} from '@vigil/web-sdk';
import { contact } from '../contract';
import { LOCATE_NS } from './locate-namespace';

export interface ContactFormProps {
  /** The checked travels: at least one (the page shows no form without). */
  travels: readonly number[];
}

/**
 * The contact message (spec part 2 §5): text required (the platform's message rule, 'Must be compiled'), an
 * optional photo, and the position-notification checkbox, off by default. Sent to tra.contact; 'Message send
 * successfully' on success, the server's message as an error notice on failure (the form's failure toast).
 */
export function ContactForm({ travels }: ContactFormProps): ReactElement {
  const { t } = useTranslation(LOCATE_NS);
  const api = useService(TOKENS.Api);
  const ui = useService(TOKENS.Ui);
  const [image, setImage] = useState<string | null>(null);
  const [position, setPosition] = useState(false);

  const form = useFormController<'content'>({
    namespace: LOCATE_NS,
    fields: { content: { label: 'contact.content', type: 'textarea', value: '', rules: MESSAGE_RULES.content } },
    async onSubmit(values) {
      // The latest render's handler runs (useFormController), so these are the current choices.
      await api.call(contact, { travels: travels.join(','), content: values.content, position: position ? '1' : '0', ...(image ? { image } : {}) });
      ui.toast('success', t('messages.contactSent'));
      form.setValue('content', '');
      setImage(null);
      setPosition(false);
    },
  });

  return (
    <FormView form={form} className="tra-contact-form">
      <TextAreaField field="content" rows={5} />
      <PictureField value={image} onChange={setImage} disabled={form.submitting} label={t('contact.image')} alt={t('contact.imageAlt')} />
      <label className="tra-contact-position">
        <input type="checkbox" checked={position} disabled={form.submitting} onChange={(event) => setPosition(event.target.checked)} />
        <span>{t('contact.position')}</span>
      </label>
      <SubmitButton>{t('contact.send')}</SubmitButton>
    </FormView>
  );
}
