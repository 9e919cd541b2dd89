import { useId, useRef, useState, type ChangeEvent, type ReactElement } from 'react';
import { AVATAR_MAX_BYTES } from '@vigil/core';
import { isWithinPictureLimit, PictureFileInput, readChosenPicture, SquareCropPanel, TOKENS, useService, useTranslation } from '@vigil/web-sdk';
import { LOCATE_NS } from './locate-namespace';

/** The photo's limit in MB, as its refusal says it ('Image size is greater than 2Mb'), the server's limit too. */
export const CONTACT_IMAGE_MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);

export interface ContactImageFieldProps {
  value: string | null;
  onChange(value: string | null): void;
  disabled?: boolean;
}

/**
 * The contact message's optional photo (spec part 2 §5), cropped square and sent as a data URI, with the SDK's
 * picture pieces as the GPS message's image. A picture over the limit shows 'Image size is greater than 2Mb' and
 * the choice is reset.
 */
export function ContactImageField({ value, onChange, disabled }: ContactImageFieldProps): ReactElement {
  const { t } = useTranslation(LOCATE_NS);
  const ui = useService(TOKENS.Ui);
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [cropping, setCropping] = useState<string | null>(null);

  // Choosing the same file again must fire a change, so the input is emptied whenever the photo is dropped.
  function reset(): void {
    if (input.current) input.current.value = '';
    setCropping(null);
    onChange(null);
  }

  function refuse(message: string): void {
    ui.toast('error', message);
    reset();
  }

  const tooBig = (): void => refuse(t('contact.imageTooBig', { max: CONTACT_IMAGE_MAX_MB }));

  async function choose(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const file = event.target.files?.[0];
    if (!file) return reset();
    const chosen = await readChosenPicture(file);
    if (!chosen.ok) return chosen.refusal === 'tooBig' ? tooBig() : refuse(t('contact.imageUnreadable'));
    onChange(null);
    setCropping(chosen.dataUri);
  }

  function use(cropped: string): void {
    if (!isWithinPictureLimit(cropped)) return tooBig();
    setCropping(null);
    onChange(cropped);
  }

  return (
    <div className="form-field tra-contact-image">
      <label htmlFor={inputId}>{t('contact.image')}</label>
      <PictureFileInput ref={input} id={inputId} hintId={hintId} disabled={disabled} onChange={(event) => void choose(event)} />
      <p id={hintId} className="tra-muted">
        {t('contact.imageHint', { max: CONTACT_IMAGE_MAX_MB })}
      </p>
      {cropping ? (
        <SquareCropPanel
          source={cropping}
          onCancel={reset}
          onCrop={use}
          onUnreadable={() => refuse(t('contact.imageUnreadable'))}
          texts={{ preview: t('contact.cropPreview'), zoom: t('contact.cropZoom'), save: t('contact.cropSave'), cancel: t('contact.cropCancel') }}
        />
      ) : null}
      {value ? (
        <div className="tra-contact-preview">
          <img src={value} alt={t('contact.imageAlt')} />
          <button type="button" onClick={reset}>
            {t('contact.removeImage')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
