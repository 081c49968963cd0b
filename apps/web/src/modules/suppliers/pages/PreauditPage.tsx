import { ReviewList } from './ReviewListPage';

/** supplierPreaudit / supplierPreauditTwo: the pre-qualification queue (aircraft-material and general). */
export default function PreauditPage() {
  return <ReviewList mode="preaudit" />;
}
