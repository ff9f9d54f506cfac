import { drawnOnce, drawPng, type Rgb } from '../../../db/seed-image';

/** Where the sample host's thumbnails are served in the stories service, under the panel's own origin (so its image policy allows them). */
export const SAMPLE_THUMBNAIL_ROUTE = '/sample-thumbnails';

const COLOURS: readonly Rgb[] = [
  [30, 50, 110],
  [46, 125, 110],
  [122, 74, 140],
  [196, 140, 40],
  [150, 90, 60],
  [40, 120, 70],
  [90, 100, 120],
  [160, 60, 70],
];

/** A 16:9 frame of the video's colour with a pale play triangle in the middle. */
export const sampleThumbnail = drawnOnce((colourIndex: number): Buffer => {
  const [width, height] = [320, 180];
  const colour = COLOURS[colourIndex % COLOURS.length]!;
  const pale: Rgb = [250, 246, 236];
  return drawPng(width, height, (x, y) => {
    const u = (x - width / 2) / 40;
    const v = (y - height / 2) / 40;
    return u > -0.6 && u < 0.8 && Math.abs(v) < (0.8 - u) * 0.6 ? pale : colour;
  });
});
