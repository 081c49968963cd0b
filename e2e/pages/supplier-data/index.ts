/** Page objects of the supplier data journey (employees, posts, wizard). */
export { EmployeesPage, PostsPage, type EmployeeInput } from './EmployeesPage';
export { WizardPage } from './WizardPage';
export { pdfBuffer, uploadPdf } from './forms';
