/**
 * Upload helpers (spec 000 §3, §5): the pre-upload check with its two messages, file items to antd
 * upload entries, completeness of a file list, and a custom request through the API client.
 */
import { Upload, type UploadFile, type UploadProps } from 'antd';
import {
  checkUpload,
  DEFAULT_UPLOAD_EXTENSIONS,
  isFileListComplete,
  type FileItem,
} from '@aerosupply/shared/utils';
import { signInWires } from '@aerosupply/shared/http/wires';
import { request } from './api/client';
import { showError } from './feedback';
import { i18n } from './i18n';

export { DEFAULT_UPLOAD_EXTENSIONS, isFileListComplete, type FileItem };

/** antd `beforeUpload`: refuses a wrong extension or a file of 100 MB or more, with the spec's messages. */
export function beforeUploadCheck(allowed?: readonly string[]): NonNullable<UploadProps['beforeUpload']> {
  return (file) => {
    const problem = checkUpload({ name: file.name, size: file.size }, allowed);
    if (!problem) return true;
    showError(i18n.t(problem === 'upload.bad_format' ? 'common.upload.badFormat' : 'common.upload.tooLarge'));
    return Upload.LIST_IGNORE;
  };
}

/** A stored file as an antd upload entry (spec 000 §3: status always success). */
export function toUploadFile(item: FileItem): UploadFile<FileItem> {
  return {
    uid: item.fileKey || item.uid,
    name: item.filename,
    url: item.url,
    type: item.fileContentType,
    size: item.fileSize,
    status: 'done',
    response: item,
  };
}

/** The stored files of an antd list (entries still uploading or failed have no url and are left out). */
export function fromUploadFiles(list: readonly UploadFile<FileItem>[]): FileItem[] {
  return list.flatMap((entry) => (entry.response?.url ? [entry.response] : []));
}

/** Where an upload field posts one file: the files module's upload route, by type only (this file is on the sign-in path's import graph through the form components). */
export const UPLOAD_URL = signInWires.upload.url;

/** antd `customRequest` posting the file as multipart to `url` through the API client. */
export function uploadRequest(url: string, field = 'file'): NonNullable<UploadProps['customRequest']> {
  return (options) => {
    const body = new FormData();
    body.append(field, options.file as Blob);
    request<FileItem>('POST', url, { multipart: body, background: true })
      .then((item) => options.onSuccess?.(item))
      .catch((err: unknown) => options.onError?.(err instanceof Error ? err : new Error(String(err))));
  };
}
