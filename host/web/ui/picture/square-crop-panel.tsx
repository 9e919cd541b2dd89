import { useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactElement } from 'react';
import { useTranslation } from '../../i18n';
import { cropToDataUri } from './crop-to-data-uri';
import { PICTURE_NAMESPACE } from './i18n/picture-namespace';
import './picture.css';
import { clampOffset, MAX_ZOOM, MIN_ZOOM, placement, type CropView } from './square-crop';

/** Spec part 2 §9: the crop editor is 400 px high; the square viewport takes that height. */
export const CROP_VIEWPORT = 400;
const KEY_STEP = 10;
const KEY_MOVES: Readonly<Record<string, [number, number]>> = {
  ArrowLeft: [KEY_STEP, 0],
  ArrowRight: [-KEY_STEP, 0],
  ArrowUp: [0, KEY_STEP],
  ArrowDown: [0, -KEY_STEP],
};

export interface SquareCropPanelProps {
  /** The chosen picture as a data URI. */
  source: string;
  onCancel: () => void;
  onCrop: (dataUri: string) => void;
  /** The picture could not be drawn (its content is not what its first bytes promised). */
  onUnreadable: () => void;
}

/**
 * Square crop (aspect 1, spec part 2 §5), in the host modal or inline in a form: the picture covers a square viewport, centred; drag it
 * (or use the arrow keys) to move it and the slider to zoom. "Use this picture" draws the visible square.
 */
export function SquareCropPanel({ source, onCancel, onCrop, onUnreadable }: SquareCropPanelProps): ReactElement {
  const { t } = useTranslation(PICTURE_NAMESPACE);
  const zoomId = useId();
  const image = useRef<HTMLImageElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const [view, setView] = useState<CropView | null>(null);

  const update = (change: Partial<CropView>): void => setView((current) => (current ? clampOffset({ ...current, ...change }) : current));

  function onLoad(): void {
    const element = image.current;
    if (!element || !element.naturalWidth || !element.naturalHeight) return;
    setView({ width: element.naturalWidth, height: element.naturalHeight, viewport: CROP_VIEWPORT, zoom: 1, offsetX: 0, offsetY: 0 });
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>): void {
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>): void {
    const start = drag.current;
    if (!start || !view) return;
    drag.current = { x: event.clientX, y: event.clientY };
    update({ offsetX: view.offsetX + event.clientX - start.x, offsetY: view.offsetY + event.clientY - start.y });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    const move = KEY_MOVES[event.key];
    if (!move || !view) return;
    event.preventDefault();
    // The keys move the crop window over the picture, so the picture itself moves the other way.
    update({ offsetX: view.offsetX + move[0], offsetY: view.offsetY + move[1] });
  }

  function use(): void {
    if (image.current && view) onCrop(cropToDataUri(image.current, view));
  }

  const place = view ? placement(view) : null;
  return (
    <>
      <div
        className="crop-viewport"
        style={{ width: CROP_VIEWPORT, height: CROP_VIEWPORT }}
        role="img"
        aria-label={t('crop.preview')}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        onKeyDown={onKeyDown}
      >
        <img
          ref={image}
          src={source}
          alt=""
          draggable={false}
          onLoad={onLoad}
          onError={onUnreadable}
          style={place ? { left: place.left, top: place.top, width: place.width, height: place.height } : { visibility: 'hidden' }}
        />
      </div>
      <div className="crop-zoom">
        <label htmlFor={zoomId}>{t('crop.zoom')}</label>
        <input
          id={zoomId}
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.05}
          value={view?.zoom ?? MIN_ZOOM}
          disabled={!view}
          onChange={(event) => update({ zoom: Number(event.target.value) })}
        />
      </div>
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('crop.cancel')}
        </button>
        <button type="button" className="button" disabled={!view} onClick={use}>
          {t('crop.save')}
        </button>
      </div>
    </>
  );
}
