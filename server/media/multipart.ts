import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { rejectNulCharacters } from '../http/input-guard';
import { IMAGE_LIMITS } from './image-pipeline';

/**
 * Multipart forms (uploads): text fields and whole files read into memory, under limits that
 * answer 413 `{detail}` instead of the plugin's terse messages or a 500: per file, per field, and
 * for all the files of a request together.
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

export interface UploadedFile {
  filename: string;
  /** As declared by the client; never trusted (the image pipeline reads the content). */
  mimetype: string;
  data: Buffer;
}

export interface MultipartForm {
  /** Text fields by name; a field sent several times keeps every value, in order. */
  fields: Record<string, string[]>;
  /** Files of the accepted file fields by name, in order. */
  files: Record<string, UploadedFile[]>;
}

/**
 * Reads a whole multipart request. Files of fields not in `fileFields` are read and dropped (the
 * body has to be consumed anyway); an empty file with no name, what a browser sends for an empty
 * file input, counts as not sent. Throws AppError 415 for a body that is not multipart, 413 when a
 * limit is passed, 400 for a malformed body.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: { fileFields: readonly string[] },
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError(415, multipartMessages.notMultipart);
  const form: MultipartForm = { fields: {}, files: {} };
  let fileBytes = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Counted as it arrives: a request over the total stops at the first chunk past it.
        const chunks: Buffer[] = [];
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          fileBytes += chunk.length;
          if (fileBytes > MULTIPART_LIMITS.totalFileSize) {
            throw new AppError(413, multipartMessages.tooManyBytes);
          }
          chunks.push(chunk);
        }
        if (part.file.truncated) throw new AppError(413, multipartMessages.fileTooLarge);
        const data = Buffer.concat(chunks);
        if (!options.fileFields.includes(part.fieldname)) continue;
        if (data.length === 0 && !part.filename) continue;
        (form.files[part.fieldname] ??= []).push({
          filename: part.filename,
          mimetype: part.mimetype,
          data,
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
  } catch (error) {
    throw toFormError(error);
  }
  rejectNulCharacters(form.fields);
  return form;
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
