import type { FastifyRequest } from 'fastify';
import { AppError, playerError, badRequest } from './app-error';

/**
 * The bytes of the one file a multipart upload sends in the field "image", with a clear error for
 * each way it can fail; `limitMb` is the route's size limit, named in the "too large" message.
 */
export async function readUploadedImage(request: FastifyRequest, limitMb: number): Promise<Buffer> {
  const tooLarge = () => playerError('PAYLOAD_TOO_LARGE', 'imageTooLarge', { mb: limitMb });
  if (!request.isMultipart()) throw playerError('UNSUPPORTED_MEDIA_TYPE', 'uploadNotMultipart');
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'image') throw badRequest('uploadNoFile');
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw tooLarge();
    return bytes;
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // A body cut off mid-file (dropped connection, hostile client) or otherwise malformed.
    throw badRequest('uploadIncomplete');
  }
}
