/** What other modules may use of the dictionaries: the code check of written fields (D-560). */
export { checkCodes, findUnknownCodes, itemChecks, type CodeCheck, type CodeCheckTable } from './codes';
