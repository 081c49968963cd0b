/** What other web modules may use of the supplier-data screens: the read-only data views, the category field and the form checks (capabilities). */
export { ChangeDiff, SupplierDataView, useChangedFieldLabels } from './components/SupplierDataView';
export { FieldValue } from './components/SectionView';
export { FileLinks } from './components/FileLinks';
export { useDataLookups } from './components/lookups';
export { categoryText } from './components/decode';
export { CategoryPair } from './components/fields';
export { clean, schemaProblems, showProblems } from './forms';
