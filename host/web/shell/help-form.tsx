import { useEffect, useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { askHelp, HELP_MESSAGE_MAX_LENGTH } from '../../core/contract/help';
import { SUCCESS_MESSAGES } from '../../core/messages';
import { useTranslation } from '../i18n';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';
import { EMERGENCY_CONTACT, telHref } from './contacts';
import { SHELL_NAMESPACE } from './i18n/shell-namespace';
import { supportHoursText } from './support-hours';

/**
 * The help modal's form (spec part 1 §2): one required Message and Send. Locked while sending; on success a
 * toast and the modal closes, on failure the server's message and the form is usable again. Above it, who answers
 * and when, and the 24/7 line for what cannot wait for an email (issue 24, "Help in an emergency").
 */
export function HelpForm({ onSent }: { onSent: () => void }): ReactElement {
  const { t, language } = useTranslation(SHELL_NAMESPACE);
  const api = useService(TOKENS.Api);
  const ui = useService(TOKENS.Ui);
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const errorId = useId();
  const limitId = useId();
  const countId = useId();
  const number = new Intl.NumberFormat(language);
  const max = number.format(HELP_MESSAGE_MAX_LENGTH);
  // The form may arrive after the dialog took the focus (it is loaded on demand): the message is where typing starts.
  useEffect(() => field.current?.focus(), []);

  async function send(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (!message.trim()) {
      setInvalid(true);
      field.current?.focus();
      return;
    }
    setSending(true);
    try {
      await api.call(askHelp, { message });
      ui.toast('success', SUCCESS_MESSAGES.messageSent);
      onSent();
    } catch (error) {
      ui.toast('error', error instanceof Error ? error.message : String(error));
      setSending(false);
      // The fieldset was disabled, so the focus fell out of the form: put it back on the message.
      requestAnimationFrame(() => field.current?.focus());
    }
  }

  return (
    <form className="help-form" noValidate onSubmit={(event) => void send(event)} aria-busy={sending}>
      <p className="help-who">{t('help.who', supportHoursText(language))}</p>
      {EMERGENCY_CONTACT ? (
        <p className="help-emergency">
          {t('help.emergency')} <a href={telHref(EMERGENCY_CONTACT.phone)}>{EMERGENCY_CONTACT.phone}</a>
        </p>
      ) : null}
      <fieldset className="form-fieldset" disabled={sending}>
        <label htmlFor={fieldId}>{t('help.message')}</label>
        <textarea
          id={fieldId}
          ref={field}
          name="message"
          rows={6}
          required
          aria-required="true"
          aria-invalid={invalid}
          aria-describedby={[limitId, countId, invalid ? errorId : ''].filter(Boolean).join(' ')}
          // The server takes at most this many (host/core/contract/help.ts): typing stops there, and says so.
          maxLength={HELP_MESSAGE_MAX_LENGTH}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            if (event.target.value.trim()) setInvalid(false);
          }}
        />
        <p className="help-count">
          <span id={limitId}>{t('help.limit', { max })}</span>{' '}
          {/* Read with the field (aria-describedby), not announced at every key: that would drown the typing. */}
          <span id={countId}>{t('help.count', { typed: number.format(message.length), max })}</span>
        </p>
        {invalid ? (
          <p id={errorId} className="field-error" role="alert">
            {t('validation.required', { ns: 'common' })}
          </p>
        ) : null}
        <div className="dialog-actions">
          <button type="submit" className="button">
            {sending ? t('help.sending') : t('help.send')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
