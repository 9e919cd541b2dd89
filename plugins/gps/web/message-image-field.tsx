import { useId, useRef, type ChangeEvent, type ReactElement } from 'react';
import { AVATAR_TYPES } from '@vigil/core';
import { TOKENS, useService, useTranslation } from '@vigil/web-sdk';
import { GPS_NS } from './gps-i18n';
import { IMAGE_MAX_MB, isPictureDataUri, isWithinImageLimit, readAsDataUri } from './image-data-uri';

export interface MessageImageFieldProps {
  value: string | null;
  onChange(value: string | null): void;
  disabled?: boolean;
}

/**
 * The message's optional image, sent as a data URI. A picture over the limit shows 'Image size is greater than
 * 2Mb' and the choice is reset (spec part 2 §5); the new-message form stays open with what was typed.
 */
export function MessageImageField({ value, onChange, disabled }: MessageImageFieldProps): ReactElement {
  const { t } = useTranslation(GPS_NS);
  const ui = useService(TOKENS.Ui);
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);

  // Choosing the same file again must fire a change, so the input is emptied whenever the image is dropped.
  function reset(): void {
    if (input.current) input.current.value = '';
    onChange(null);
  }

  function refuse(message: string): void {
    ui.toast('error', message);
    reset();
  }

  async function choose(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const file = event.target.files?.[0];
    if (!file) return onChange(null);
    const dataUri = await readAsDataUri(file).catch(() => null);
    if (!dataUri || !isPictureDataUri(dataUri)) return refuse(t('message.imageUnreadable'));
    if (!isWithinImageLimit(dataUri)) return refuse(t('message.imageTooBig', { max: IMAGE_MAX_MB }));
    onChange(dataUri);
  }

  return (
    <div className="form-field gps-image-field">
      <label htmlFor={inputId}>{t('message.image')}</label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={AVATAR_TYPES.join(',')}
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(event) => void choose(event)}
      />
      <p id={hintId} className="gps-muted">
        {t('message.imageHint', { max: IMAGE_MAX_MB })}
      </p>
      {value ? (
        <div className="gps-image-preview">
          <img src={value} alt={t('gallery.image')} />
          <button type="button" onClick={reset}>
            {t('message.removeImage')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
