import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './app-error';

interface UploadTexts {
  /** The request is not multipart/form-data. */
  notMultipart: string;
  /** No file in the field "image". */
  noFile: string;
  /** Over the route's size limit. */
  tooLarge: string;
}

/** The bytes of the one file a multipart upload sends in the field "image", with a clear error for each way it can fail. */
export async function readUploadedImage(request: FastifyRequest, texts: UploadTexts): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', texts.notMultipart);
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'image') throw badRequest(texts.noFile);
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', texts.tooLarge);
    return bytes;
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', texts.tooLarge);
    // A body cut off mid-file (dropped connection, hostile client) or otherwise malformed.
    throw badRequest('The upload was incomplete or malformed. Please try again.');
  }
}
