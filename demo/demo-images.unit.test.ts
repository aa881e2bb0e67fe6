import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  DEMO_IMAGE_THEMES,
  demoImageSvg,
  renderBannerImage,
  renderDemoImages,
  type DemoImageTheme,
} from './demo-images';

/** The picture is a real JPEG of the given size with something in it, not a flat box. */
async function expectPicture(jpeg: Buffer, width: number, height: number): Promise<void> {
  const meta = await sharp(jpeg).metadata();
  expect(meta.format).toBe('jpeg');
  expect(meta.width).toBe(width);
  expect(meta.height).toBe(height);
  const { channels } = await sharp(jpeg).stats();
  expect(channels).toHaveLength(3);
  // A nearly uniform image has a standard deviation of a few levels per channel; the scenes have
  // 20 to 50.
  const stdevs = channels.map((channel) => channel.stdev);
  expect(Math.min(...stdevs)).toBeGreaterThan(10);
  expect(Math.max(...stdevs)).toBeGreaterThan(25);
}

describe('renderDemoImages', () => {
  it.each(DEMO_IMAGE_THEMES.map((theme, i) => [theme, i % 2 ? 4 : 3] as const))(
    'renders %s as %i different 1600x1067 JPEGs',
    async (theme: DemoImageTheme, count: number) => {
      const images = await renderDemoImages(theme, 11, count);
      expect(images).toHaveLength(count);
      for (const image of images) await expectPicture(image, 1600, 1067);
      expect(new Set(images.map((image) => image.toString('base64'))).size).toBe(count);
    },
  );

  it('varies with the seed and repeats for the same seed', async () => {
    const [a] = await renderDemoImages('house', 1, 1);
    const [b] = await renderDemoImages('house', 2, 1);
    const [again] = await renderDemoImages('house', 1, 1);
    expect(a?.equals(b ?? Buffer.alloc(0))).toBe(false);
    expect(a?.equals(again ?? Buffer.alloc(0))).toBe(true);
    for (const theme of DEMO_IMAGE_THEMES) {
      expect(demoImageSvg(theme, 3, 0)).not.toBe(demoImageSvg(theme, 4, 0));
    }
  });

  it('draws no text and fetches nothing', () => {
    for (const theme of DEMO_IMAGE_THEMES) {
      for (let i = 0; i < 4; i++) {
        const svg = demoImageSvg(theme, 5, i);
        expect(svg).not.toMatch(/<text|<image|href=|font/);
      }
    }
  });

  it('refuses a count out of range', async () => {
    await expect(renderDemoImages('land', 1, 0)).rejects.toThrow(RangeError);
    await expect(renderDemoImages('land', 1, 2.5)).rejects.toThrow(RangeError);
  });
});

describe('renderBannerImage', () => {
  it.each([0, 1])('renders hero %i at 2400x1200', async (seed) => {
    await expectPicture(await renderBannerImage('hero', seed), 2400, 1200);
  });

  it('renders the two heroes differently', async () => {
    const [a, b] = await Promise.all([renderBannerImage('hero', 0), renderBannerImage('hero', 1)]);
    expect(a.equals(b)).toBe(false);
  });

  it.each([0, 1, 2])('renders offer %i at 1600x600', async (seed) => {
    await expectPicture(await renderBannerImage('offer', seed), 1600, 600);
  });
});
