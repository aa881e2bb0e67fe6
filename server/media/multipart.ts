import { lstat, mkdir, mkdtemp, open, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { rejectNulCharacters } from '../http/input-guard';
import { countRefusedUpload } from '../observability/metrics';
import { IMAGE_LIMITS } from './image-pipeline';

/**
 * Multipart forms (uploads): text fields in memory, files streamed to temporary files (so a
 * request of 30 photos holds one chunk at a time, not 60 MB), under limits that answer 413
 * `{detail}` instead of the plugin's terse messages or a 500: per file, per field, and for all
 * the files of a request together. The temporary files go when the route's work with them ends
 * (withMultipart) or the body is refused; housekeeping removes what a crash left (UPLOADS_DIR).
 */

export const MULTIPART_LIMITS = {
  fileSize: IMAGE_LIMITS.maxBytes,
  files: 30,
  fields: 100,
  fieldSize: 1024 * 1024,
  fieldNameSize: 100,
  parts: 130,
  headerPairs: 100,
  /**
   * The files of one request together (issue 16, item 6): six full-size photos, or 30 of a phone's
   * usual 2 MB, rather than 30 of 10 MB (300 MB held at once by one request).
   */
  totalFileSize: 60 * 1024 * 1024,
} as const;

const MB = 1024 * 1024;

export const multipartMessages = {
  notMultipart: 'Send this form as multipart/form-data.',
  malformed: 'The form data could not be read.',
  fileTooLarge: `Each file may be at most ${MULTIPART_LIMITS.fileSize / MB} MB.`,
  tooManyFiles: `At most ${MULTIPART_LIMITS.files} files can be sent at once.`,
  tooManyBytes: `The files sent at once may be at most ${MULTIPART_LIMITS.totalFileSize / MB} MB in all: send fewer, then add the rest.`,
  tooManyFields: `At most ${MULTIPART_LIMITS.fields} form fields can be sent at once.`,
  tooManyParts: `At most ${MULTIPART_LIMITS.parts} form parts can be sent at once.`,
  badFieldName: 'A form field has a name that is not allowed.',
  fieldTooLarge: (name: string) =>
    `The field "${name}" is too long (at most ${MULTIPART_LIMITS.fieldSize / MB} MB).`,
} as const;

/**
 * Adds multipart parsing to an encapsulated instance (a routes plugin), so only the routes that
 * take uploads accept it. The app's 1 MB JSON body limit does not apply to these bodies: the
 * per-file and per-field limits above do.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  const { totalFileSize: _total, ...busboyLimits } = MULTIPART_LIMITS;
  await app.register(fastifyMultipart, {
    limits: busboyLimits,
    throwFileSizeLimit: true,
  });
}

/** Under DATA_DIR: one folder per request that sends files, removed with its answer. */
export const UPLOADS_DIR = path.join('tmp', 'uploads');

export interface UploadedFile {
  filename: string;
  /** As declared by the client; never trusted (the image pipeline reads the content). */
  mimetype: string;
  /** The temporary file holding it, removed when the work given to withMultipart ends. */
  path: string;
  size: number;
}

export interface MultipartForm {
  /** Text fields by name; a field sent several times keeps every value, in order. */
  fields: Record<string, string[]>;
  /** Files of the accepted file fields by name, in order. */
  files: Record<string, UploadedFile[]>;
}

interface MultipartOptions {
  fileFields: readonly string[];
  /** Where the request's temporary folder is made; `DATA_DIR/tmp/uploads` by default. */
  uploadsDir?: string;
}

/**
 * Reads a multipart request (readMultipart), runs `work` with it, then removes its temporary
 * files, whether `work` succeeded, failed, or its client left meanwhile.
 */
export async function withMultipart<T>(
  request: FastifyRequest,
  options: MultipartOptions,
  work: (form: MultipartForm) => Promise<T>,
): Promise<T> {
  const { form, folder } = await readMultipart(request, options);
  try {
    return await work(form);
  } finally {
    if (folder) await removeFolder(folder, request);
  }
}

async function removeFolder(folder: string, request: FastifyRequest): Promise<void> {
  await rm(folder, { recursive: true, force: true }).catch((error: unknown) => {
    request.log.warn({ err: error }, 'could not remove the temporary files of an upload');
  });
}

/**
 * Reads a whole multipart request. Files of fields not in `fileFields` are read and dropped (the
 * body has to be consumed anyway); an empty file with no name, what a browser sends for an empty
 * file input, counts as not sent. Throws AppError 415 for a body that is not multipart, 413 when a
 * limit is passed, 400 for a malformed body.
 */
async function readMultipart(
  request: FastifyRequest,
  options: MultipartOptions,
): Promise<{ form: MultipartForm; folder: string | undefined }> {
  if (!request.isMultipart()) throw new AppError(415, multipartMessages.notMultipart);
  const form: MultipartForm = { fields: {}, files: {} };
  let folder: string | undefined;
  let fileBytes = 0;
  let fileCount = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // A file of a field not asked for is read (the body must be consumed) but not kept.
        const kept = options.fileFields.includes(part.fieldname);
        fileCount += 1;
        if (kept) folder ??= await makeUploadFolder(request, options.uploadsDir);
        const file = kept && folder ? path.join(folder, `${fileCount}.upload`) : null;
        const handle = file ? await open(file, 'wx') : null;
        let size = 0;
        try {
          // Counted as it arrives: a request over the total stops at the first chunk past it.
          for await (const chunk of part.file as AsyncIterable<Buffer>) {
            fileBytes += chunk.length;
            if (fileBytes > MULTIPART_LIMITS.totalFileSize) {
              throw new AppError(413, multipartMessages.tooManyBytes);
            }
            size += chunk.length;
            await handle?.write(chunk);
          }
        } finally {
          await handle?.close();
        }
        if (part.file.truncated) throw new AppError(413, multipartMessages.fileTooLarge);
        if (!file || (size === 0 && !part.filename)) continue;
        (form.files[part.fieldname] ??= []).push({
          filename: part.filename,
          mimetype: part.mimetype,
          path: file,
          size,
        });
      } else {
        if (part.valueTruncated) {
          throw new AppError(413, multipartMessages.fieldTooLarge(part.fieldname));
        }
        if (part.fieldnameTruncated) throw new AppError(400, multipartMessages.badFieldName);
        // A part sent as application/json arrives parsed; the callers expect text.
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        (form.fields[part.fieldname] ??= []).push(value);
      }
    }
    rejectNulCharacters(form.fields);
  } catch (error) {
    // A refused or cut-off body: its files go now, as nothing will read them.
    if (folder) await removeFolder(folder, request);
    const refusal = toFormError(error);
    countRefusedFiles(refusal);
    throw refusal;
  }
  return { form, folder };
}

/**
 * Removes the temporary folders of uploads older than `olderThanMs` (what a crash or a kill left:
 * a live request's folder goes with its answer, and requests end within 15 minutes); answers how
 * many. Run by housekeeping.
 */
export async function removeStaleUploads(
  uploadsDir: string,
  olderThanMs: number,
  now = Date.now(),
): Promise<number> {
  let removed = 0;
  const names = await readdir(uploadsDir).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.startsWith('request-')) continue;
    const folder = path.join(uploadsDir, name);
    const stats = await lstat(folder).catch(() => null);
    if (!stats?.isDirectory() || now - stats.mtimeMs < olderThanMs) continue;
    await rm(folder, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/** A request's temporary folder, made on its first file. */
async function makeUploadFolder(request: FastifyRequest, uploadsDir?: string): Promise<string> {
  const root = uploadsDir ?? path.join(request.server.config.dataDir, UPLOADS_DIR);
  await mkdir(root, { recursive: true });
  return mkdtemp(path.join(root, 'request-'));
}

/** Files refused before the image pipeline sees them, counted as refused uploads. */
const FILE_REFUSALS = new Map<string, 'too_large' | 'too_many'>([
  [multipartMessages.fileTooLarge, 'too_large'],
  [multipartMessages.tooManyBytes, 'too_large'],
  [multipartMessages.tooManyFiles, 'too_many'],
]);

function countRefusedFiles(refusal: unknown): void {
  const reason = refusal instanceof AppError ? FILE_REFUSALS.get(refusal.detail) : undefined;
  if (reason) countRefusedUpload(reason);
}

const ERRORS_BY_CODE = new Map<string, () => AppError>([
  ['FST_REQ_FILE_TOO_LARGE', () => new AppError(413, multipartMessages.fileTooLarge)],
  ['FST_FILES_LIMIT', () => new AppError(413, multipartMessages.tooManyFiles)],
  ['FST_FIELDS_LIMIT', () => new AppError(413, multipartMessages.tooManyFields)],
  ['FST_PARTS_LIMIT', () => new AppError(413, multipartMessages.tooManyParts)],
  ['FST_PROTO_VIOLATION', () => new AppError(400, multipartMessages.badFieldName)],
  ['FST_INVALID_MULTIPART_CONTENT_TYPE', () => new AppError(415, multipartMessages.notMultipart)],
]);

/**
 * Whatever goes wrong while parsing is the client's body (a missing boundary, a cut-off part, a
 * bad JSON field): a 400, never a 500.
 */
function toFormError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code =
    error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : '';
  return ERRORS_BY_CODE.get(code)?.() ?? new AppError(400, multipartMessages.malformed);
}
