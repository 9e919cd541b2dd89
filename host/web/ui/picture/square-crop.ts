/**
 * Geometry of the square picture crop (spec part 2 §5: cropping uses a square aspect), kept apart from the canvas so it can be tested.
 * The picture covers a square viewport: at zoom 1 its shorter side fills the viewport; zoom enlarges it, and the
 * offset (viewport pixels from the centred position) moves it without ever uncovering the viewport.
 */
export interface CropView {
  /** Natural size of the picture. */
  width: number;
  height: number;
  /** Side of the square viewport in CSS pixels. */
  viewport: number;
  /** 1 (shorter side fits) up to MAX_ZOOM. */
  zoom: number;
  offsetX: number;
  offsetY: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** Side of the produced image: enough for a header avatar or a message's picture, small enough to stay far below the size limit. */
export const OUTPUT_SIZE = 512;

export function scaleOf(view: CropView): number {
  return (view.viewport / Math.min(view.width, view.height)) * view.zoom;
}

/** The offset moved back inside the range where the picture still covers the whole viewport. */
export function clampOffset(view: CropView): CropView {
  const scale = scaleOf(view);
  const maxX = Math.max(0, (view.width * scale - view.viewport) / 2);
  const maxY = Math.max(0, (view.height * scale - view.viewport) / 2);
  // A side that only just covers the viewport cannot move (and gives 0, not -0).
  const clamp = (value: number, max: number): number => (max === 0 ? 0 : Math.min(max, Math.max(-max, value)));
  return { ...view, offsetX: clamp(view.offsetX, maxX), offsetY: clamp(view.offsetY, maxY) };
}

/** Where the picture's top-left corner sits in the viewport, and its displayed size. */
export function placement(view: CropView): { left: number; top: number; width: number; height: number } {
  const clamped = clampOffset(view);
  const scale = scaleOf(clamped);
  const width = clamped.width * scale;
  const height = clamped.height * scale;
  return {
    left: (clamped.viewport - width) / 2 + clamped.offsetX,
    top: (clamped.viewport - height) / 2 + clamped.offsetY,
    width,
    height,
  };
}

/** The square of the picture (natural pixels) that the viewport shows. */
export function sourceSquare(view: CropView): { x: number; y: number; size: number } {
  const scale = scaleOf(view);
  const { left, top } = placement(view);
  return { x: -left / scale, y: -top / scale, size: view.viewport / scale };
}
