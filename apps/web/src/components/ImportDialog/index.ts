/** The Excel import kit of the web: the dialog (upload -> preview -> import) and the history list. */
export { ImportDialog } from './LazyImportDialog';
export type { ImportDialogProps } from './ImportDialog';
export { ImportHistory, IMPORT_STATUS_COLORS, type ImportHistoryProps } from './ImportHistory';
export { importKeys, importsApi } from './api';
