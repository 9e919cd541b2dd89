import { clampOffset, placement, sourceSquare, type CropView } from '../../../../host/web/ui/picture/square-crop';

const landscape: CropView = { width: 800, height: 600, viewport: 400, zoom: 1, offsetX: 0, offsetY: 0 };

describe('square crop geometry', () => {
  it('centres the picture with its shorter side filling the viewport', () => {
    const place = placement(landscape);
    expect(place.height).toBeCloseTo(400);
    expect(place.width).toBeCloseTo(533.333);
    expect(place.left).toBeCloseTo(-66.667);
    expect(place.top).toBeCloseTo(0);
    expect(sourceSquare(landscape)).toEqual({ x: expect.closeTo(100), y: expect.closeTo(0), size: expect.closeTo(600) });
  });

  it('never lets the picture uncover the viewport', () => {
    expect(clampOffset({ ...landscape, offsetX: 1000, offsetY: -50 })).toMatchObject({ offsetX: expect.closeTo(66.667), offsetY: 0 });
    expect(sourceSquare({ ...landscape, offsetX: 1000 }).x).toBeCloseTo(0);
    expect(sourceSquare({ ...landscape, offsetX: -1000 }).x).toBeCloseTo(200);
  });

  it('zooms into a smaller square of the picture', () => {
    const zoomed = { ...landscape, zoom: 2 };
    expect(sourceSquare(zoomed)).toEqual({ x: expect.closeTo(250), y: expect.closeTo(150), size: expect.closeTo(300) });
  });

  it('handles portrait pictures the same way', () => {
    expect(sourceSquare({ ...landscape, width: 300, height: 900 })).toEqual({ x: expect.closeTo(0), y: expect.closeTo(300), size: expect.closeTo(300) });
  });
});
