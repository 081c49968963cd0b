import { ErrorPage } from './ErrorPage';

/** /404: no such page (spec 000 §2). */
export default function NotFoundPage() {
  return <ErrorPage status="404" titleKey="errors.notFound.title" descriptionKey="errors.notFound.description" />;
}
