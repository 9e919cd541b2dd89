import { useId, useRef, useState, type ChangeEvent, type ReactElement } from 'react';
import { PICTURE_MAX_MB } from '../../../core/form-rules';
import type { Translate } from '../../i18n';
import { useService } from '../../services-context';
import { TOKENS } from '../../services/tokens';
import { isWithinPictureLimit, readChosenPicture } from './picture-data-uri';
import { PictureFileInput } from './picture-file-input';
import { SquareCropPanel, type SquareCropTexts } from './square-crop-panel';
import './picture.css';

/** The field's words, from the catalogue of the module that shows it; the limit (PICTURE_MAX_MB) filled in. */
export interface PictureFieldTexts {
  label: string;
  /** Under the file input: the types and the limit. */
  hint: string;
  /** The refusal of a picture over the limit (spec: 'Image size is greater than 2Mb'). */
  tooBig: string;
  /** The refusal of a file that is not a PNG, JPEG or WebP picture. */
  unreadable: string;
  /** The accessible name of the chosen picture. */
  alt: string;
  remove: string;
  crop: SquareCropTexts;
}

/**
 * The field's texts from a module's catalogue that keeps them under `prefix` with these keys: image (the label),
 * imageHint and imageTooBig (both given {{max}}), imageUnreadable, imageAlt, removeImage, cropPreview, cropZoom,
 * cropSave and cropCancel.
 */
export function pictureFieldTexts(t: Translate, prefix: string): PictureFieldTexts {
  const text = (key: string): string => t(`${prefix}.${key}`, { max: PICTURE_MAX_MB });
  return {
    label: text('image'),
    hint: text('imageHint'),
    tooBig: text('imageTooBig'),
    unreadable: text('imageUnreadable'),
    alt: text('imageAlt'),
    remove: text('removeImage'),
    crop: { preview: text('cropPreview'), zoom: text('cropZoom'), save: text('cropSave'), cancel: text('cropCancel') },
  };
}

export interface PictureFieldProps {
  /** The cropped picture as a data URI; null while none is chosen. */
  value: string | null;
  onChange(value: string | null): void;
  disabled?: boolean;
  texts: PictureFieldTexts;
}

/**
 * A form's optional picture (a message's image or photo, spec part 2 §5), cropped square and kept as a data URI.
 * The crop shows inside the form, not in a modal of its own: the form may be the host modal's content and must keep
 * what was typed. A refused picture (over the limit, unreadable) shows its refusal as an error notice and the
 * choice is reset.
 */
export function PictureField({ value, onChange, disabled, texts }: PictureFieldProps): ReactElement {
  const ui = useService(TOKENS.Ui);
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
    if (!chosen.ok) return refuse(chosen.refusal === 'tooBig' ? texts.tooBig : texts.unreadable);
    onChange(null);
    setCropping(chosen.dataUri);
  }

  function use(cropped: string): void {
    if (!isWithinPictureLimit(cropped)) return refuse(texts.tooBig);
    setCropping(null);
    onChange(cropped);
  }

  return (
    <div className="form-field picture-field">
      <label htmlFor={inputId}>{texts.label}</label>
      <PictureFileInput ref={input} id={inputId} hintId={hintId} disabled={disabled} onChange={(event) => void choose(event)} />
      <p id={hintId} className="picture-field-hint">
        {texts.hint}
      </p>
      {cropping ? <SquareCropPanel source={cropping} onCancel={reset} onCrop={use} onUnreadable={() => refuse(texts.unreadable)} texts={texts.crop} /> : null}
      {value ? (
        <div className="picture-field-preview">
          <img src={value} alt={texts.alt} />
          <button type="button" onClick={reset}>
            {texts.remove}
          </button>
        </div>
      ) : null}
    </div>
  );
}
