import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Test helpers for uploads: real image files made with sharp, and multipart bodies for
 * `app.inject()`. Used by the pipeline, multipart and banner tests (and any other upload tests).
 */

export type TestImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

/** A landscape with a gradient sky and a sun, as SVG (also used as an upload that must fail). */
export function makeTestSvg(width: number, height: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      '<defs><linearGradient id="sky" x2="0" y2="1">' +
      '<stop offset="0" stop-color="#5ab0e8"/><stop offset="1" stop-color="#2e7d32"/>' +
      '</linearGradient></defs>' +
      '<rect width="100%" height="100%" fill="url(#sky)"/>' +
      `<circle cx="${width * 0.7}" cy="${height * 0.3}" r="${Math.min(width, height) / 6}" fill="#ffca28"/>` +
      '</svg>',
  );
}

/** A real image file of that format and size. */
export async function makeTestImage(
  format: TestImageFormat,
  width = 1000,
  height = 600,
): Promise<Buffer> {
  return sharp(makeTestSvg(width, height)).toFormat(format).toBuffer();
}

export const TEST_CAMERA = 'VeeduTestCamera';

/**
 * A JPEG carrying EXIF (camera make, GPS position of a house in Kochi), XMP and orientation 6
 * (stored 300x200, to be shown rotated: 200x300).
 */
export async function makeJpegWithMetadata(): Promise<Buffer> {
  return sharp(makeTestSvg(300, 200))
    .jpeg()
    .withExif({
      IFD0: { Make: TEST_CAMERA, Copyright: 'Owner of the house' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '9/1 58/1 3/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '76/1 16/1 0/1',
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="VeeduXmpAuthor"/>' +
        '</rdf:RDF></x:xmpmeta>',
    )
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The tag ids of the first IFD of an EXIF block (0x8825 points to the GPS data). */
export function readExifTagIds(exif: Buffer): number[] {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') + 6);
  const isLittleEndian = tiff.toString('latin1', 0, 2) === 'II';
  const read16 = (at: number) => (isLittleEndian ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const read32 = (at: number) => (isLittleEndian ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = read32(4);
  return Array.from({ length: read16(ifd) }, (_, i) => read16(ifd + 2 + i * 12));
}

/**
 * A small PNG whose header claims a huge size: a decompression bomb of a few hundred bytes, to be
 * refused from the header alone.
 */
export function makePngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    // A few rows of pixels; the decoders want some image data before they trust the header.
    chunk('IDAT', deflateSync(Buffer.alloc(4 * (1 + width * 3)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export type FormPart =
  { name: string; value: string } | { name: string; filename: string; data: Buffer; type?: string };

/** A multipart/form-data body and its content type, encoded by the platform's own FormData. */
export async function encodeMultipart(
  parts: FormPart[],
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.name, part.value);
    else {
      const blob = new Blob([new Uint8Array(part.data)], {
        type: part.type ?? 'application/octet-stream',
      });
      form.append(part.name, blob, part.filename);
    }
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** Every file under a folder, as sorted paths relative to it ([] when the folder is missing). */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Every folder under a folder, as sorted relative paths. */
export async function listFolders(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}
