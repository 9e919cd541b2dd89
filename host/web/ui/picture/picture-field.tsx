import { useId, useRef, useState, type ChangeEvent, type ReactElement } from 'react';
import { PICTURE_MAX_MB } from '../../../core/form-rules';
import { useTranslation } from '../../i18n';
import { useService } from '../../services-context';
import { TOKENS } from '../../services/tokens';
import { isWithinPictureLimit, readChosenPicture } from './picture-data-uri';
import { PICTURE_NAMESPACE } from './i18n/picture-namespace';
import { PictureFileInput } from './picture-file-input';
import { SquareCropPanel } from './square-crop-panel';
import './picture.css';

export interface PictureFieldProps {
  /** The cropped picture as a data URI; null while none is chosen. */
  value: string | null;
  onChange(value: string | null): void;
  disabled?: boolean;
  /** What the picture is for, from the module's catalogue ('Photo', 'Image (optional)'). */
  label: string;
  /** The accessible name of the chosen picture. */
  alt: string;
}

/**
 * A form's optional picture (a message's image or photo, spec part 2 §5), cropped square and kept as a data URI.
 * The crop shows inside the form, not in a modal of its own: the form may be the host modal's content and must keep
 * what was typed. A refused picture (over the limit, unreadable) shows its refusal as an error notice and the
 * choice is reset.
 */
export function PictureField({ value, onChange, disabled, label, alt }: PictureFieldProps): ReactElement {
  const { t } = useTranslation(PICTURE_NAMESPACE);
  const ui = useService(TOKENS.Ui);
  const tooBig = t('tooBig', { max: PICTURE_MAX_MB });
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [cropping, setCropping] = useState<string | null>(null);

  // Choosing the same file again must fire a change, so the input is emptied whenever the picture is dropped.
  function reset(): void {
    if (input.current) input.current.value = '';
    setCropping(null);
    onChange(null);
  }

  function refuse(message: string): void {
    ui.toast('error', message);
    reset();
  }

  async function choose(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const file = event.target.files?.[0];
    if (!file) return reset();
    const chosen = await readChosenPicture(file);
    if (!chosen.ok) return refuse(chosen.refusal === 'tooBig' ? tooBig : t('unreadable'));
    onChange(null);
    setCropping(chosen.dataUri);
  }

  function use(cropped: string): void {
    if (!isWithinPictureLimit(cropped)) return refuse(tooBig);
    setCropping(null);
    onChange(cropped);
  }

  return (
    <div className="form-field picture-field">
      <label htmlFor={inputId}>{label}</label>
      <PictureFileInput ref={input} id={inputId} hintId={hintId} disabled={disabled} onChange={(event) => void choose(event)} />
      <p id={hintId} className="picture-field-hint">
        {t('hint', { max: PICTURE_MAX_MB })}
      </p>
      {cropping ? <SquareCropPanel source={cropping} onCancel={reset} onCrop={use} onUnreadable={() => refuse(t('unreadable'))} /> : null}
      {value ? (
        <div className="picture-field-preview">
          <img src={value} alt={alt} />
          <button type="button" onClick={reset}>
            {t('remove')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
