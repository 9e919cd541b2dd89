import { useId, useRef, useState, type ChangeEvent, type ReactElement } from 'react';
import { AVATAR_MAX_BYTES } from '@vigil/core';
import { isWithinPictureLimit, PictureFileInput, readChosenPicture, SquareCropPanel, TOKENS, useService, useTranslation } from '@vigil/web-sdk';
import { GPS_NS } from './gps-i18n';

/** The message image's limit in MB, as its refusal says it ('Image size is greater than 2Mb'). */
export const IMAGE_MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);

export interface MessageImageFieldProps {
  value: string | null;
  onChange(value: string | null): void;
  disabled?: boolean;
}

/**
 * The message's optional image, cropped square (spec part 2 §5) and sent as a data URI. The crop shows inside the
 * form, not in a modal of its own: the form is already the host modal's content and must keep what was typed. A
 * picture over the limit shows 'Image size is greater than 2Mb' and the choice is reset.
 */
export function MessageImageField({ value, onChange, disabled }: MessageImageFieldProps): ReactElement {
  const { t } = useTranslation(GPS_NS);
  const ui = useService(TOKENS.Ui);
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [cropping, setCropping] = useState<string | null>(null);

  // Choosing the same file again must fire a change, so the input is emptied whenever the image is dropped.
  function reset(): void {
    if (input.current) input.current.value = '';
    setCropping(null);
    onChange(null);
  }

  function refuse(message: string): void {
    ui.toast('error', message);
    reset();
  }

  const tooBig = (): void => refuse(t('message.imageTooBig', { max: IMAGE_MAX_MB }));

  async function choose(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const file = event.target.files?.[0];
    if (!file) return reset();
    const chosen = await readChosenPicture(file);
    if (!chosen.ok) return chosen.refusal === 'tooBig' ? tooBig() : refuse(t('message.imageUnreadable'));
    onChange(null);
    setCropping(chosen.dataUri);
  }

  function use(cropped: string): void {
    if (!isWithinPictureLimit(cropped)) return tooBig();
    setCropping(null);
    onChange(cropped);
  }

  return (
    <div className="form-field gps-image-field">
      <label htmlFor={inputId}>{t('message.image')}</label>
      <PictureFileInput ref={input} id={inputId} hintId={hintId} disabled={disabled} onChange={(event) => void choose(event)} />
      <p id={hintId} className="gps-muted">
        {t('message.imageHint', { max: IMAGE_MAX_MB })}
      </p>
      {cropping ? (
        <SquareCropPanel
          source={cropping}
          onCancel={reset}
          onCrop={use}
          onUnreadable={() => refuse(t('message.imageUnreadable'))}
          texts={{ preview: t('message.cropPreview'), zoom: t('message.cropZoom'), save: t('message.cropSave'), cancel: t('message.cropCancel') }}
        />
      ) : null}
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
