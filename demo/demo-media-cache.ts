import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PIPELINE_VERSION, type PreparedImage, prepareImage } from '../server/media/image-pipeline';
import { projectRoot } from '../server/paths';
import { rasterizeSvg } from './demo-images';

/**
 * The demo pictures through the real image pipeline, remembered between runs: drawing some 250
 * pictures and encoding their AVIF and WebP renditions takes a minute or two, and a fresh data
 * directory (tests, `rm -rf data`) would pay it every time. Keyed by the picture's SVG and the
 * pipeline version, so a changed drawing or pipeline is never served stale. Best effort: a cache
 * that cannot be written only costs time.
 */
const CACHE_DIR = path.join(projectRoot, 'node_modules', '.cache', 'veedu-demo-media');

interface Manifest {
  width: number;
  height: number;
  files: Omit<PreparedImage['files'][number], 'data'>[];
}

export async function prepareDemoPicture(svg: string): Promise<PreparedImage> {
  const key = createHash('sha256').update(`${PIPELINE_VERSION}\n${svg}`).digest('hex');
  const folder = path.join(CACHE_DIR, key.slice(0, 2), key);
  const cached = await readCached(folder);
  if (cached) return cached;
  const prepared = await prepareImage(await rasterizeSvg(svg, 'png'));
  await writeCached(folder, prepared).catch(() => undefined);
  return prepared;
}

async function readCached(folder: string): Promise<PreparedImage | null> {
  try {
    const manifest = JSON.parse(
      await readFile(path.join(folder, 'manifest.json'), 'utf8'),
    ) as Manifest;
    const files = await Promise.all(
      manifest.files.map(async (file) => ({
        ...file,
        data: await readFile(path.join(folder, file.name)),
      })),
    );
    return { width: manifest.width, height: manifest.height, files };
  } catch {
    return null;
  }
}

async function writeCached(folder: string, prepared: PreparedImage): Promise<void> {
  // Written beside and renamed into place, so a reader never finds half an entry.
  const temporary = `${folder}.${randomBytes(4).toString('hex')}.tmp`;
  await mkdir(temporary, { recursive: true });
  try {
    for (const file of prepared.files) await writeFile(path.join(temporary, file.name), file.data);
    const manifest: Manifest = {
      width: prepared.width,
      height: prepared.height,
      files: prepared.files.map(({ data: _data, ...file }) => file),
    };
    await writeFile(path.join(temporary, 'manifest.json'), JSON.stringify(manifest));
    await rename(temporary, folder);
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    throw error;
  }
}
