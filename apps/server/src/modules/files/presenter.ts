/** File rows -> the file item of spec 000 §3 (uid, fileKey, filename, url, type, fileSize, fileContentType). */
import { fileExtension, type FileItem } from '@aerosupply/shared/validation/upload';
import type { FileRow } from './repo';

/** The download URL of a file: the random key, never a storage path or the client's name. */
export const fileUrl = (fileKey: string) => `/api/files/${fileKey}`;

export function toFileItem(r: Pick<FileRow, 'id' | 'filename' | 'content_type' | 'size'>): FileItem {
  return {
    uid: r.id,
    fileKey: r.id,
    filename: r.filename,
    url: fileUrl(r.id),
    // `type` is the lower-case extension; the content type is separate (an upload entry keeps both).
    type: fileExtension(r.filename),
    fileSize: Number(r.size),
    fileContentType: r.content_type,
  };
}
