import { OUTPUT_SIZE, sourceSquare, type CropView } from './square-crop';

/**
 * Draws the square the viewport shows onto a canvas and returns it as a JPEG data URI (photos compress far
 * better than as PNG). A white backdrop stands in for transparency, which JPEG cannot keep.
 */
export function cropToDataUri(image: CanvasImageSource, view: CropView): string {
  const square = sourceSquare(view);
  const side = Math.max(1, Math.min(OUTPUT_SIZE, Math.round(square.size)));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, side, side);
  context.drawImage(image, square.x, square.y, square.size, square.size, 0, 0, side, side);
  return canvas.toDataURL('image/jpeg', 0.9);
}
