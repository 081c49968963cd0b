import { ErrorPage } from './ErrorPage';

/** /401: the user may not open the page (spec 000 §2). */
export default function ForbiddenPage() {
  return <ErrorPage status="403" titleKey="errors.forbidden.title" descriptionKey="errors.forbidden.description" />;
}
