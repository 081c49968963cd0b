/**
 * What other modules use of the import pipeline (architecture: modules meet through index.ts).
 * A module declares an import with `defineImport({ key, permission, titleKey, columns, rowSchema,
 * params?, check?, commit })` in its `imports.ts`, imported by its routes module; the column rules
 * are `cellText`, `cellInt`, `cellBool` of `@aerosupply/shared/imports/schemas`.
 */
export { defineImport, type ImportColumn, type ImportDefinition, type ParsedRow, type RowIssue } from './define';
