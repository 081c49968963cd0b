/** What other modules may use of the files module (architecture: modules meet through index.ts). */
export { attachFiles, listFiles, markFilesAttached, replaceFiles, type AttachInput } from './service';
export { runUploadCleanup, tickUploadCleanup, UPLOAD_CLEANUP_QUEUE } from './cleanup';
/** Multipart uploads received by a module's own route: a user's, or an integration client's (D-550). */
export { receiveClientUploads, receiveRequestUploads } from './request-uploads';
export { registerFileOwner, type FileOwnerRule } from './access';
export { toFileItem, fileUrl } from './presenter';
export { SNIFF_BYTES, sniffUpload } from './sniff';
export { contentDisposition, decodeFormFilename, safeFilename } from './content-disposition';
export { renderPdf, type PdfBlock, type PdfColumn, type PdfDocument } from './pdf/render';
/** Rows of files whose bytes are already stored (demo seeds), and the stored keys under a prefix. */
export { findStorageKeysWithPrefix, insertFiles as insertStoredFiles } from './repo';
