import { ReviewList } from './ReviewListPage';

/** supplierAudit / supplierAuditTwo / supAuditing: the assessment (qualification examination) queue. */
export default function AuditPage() {
  return <ReviewList mode="audit" />;
}
