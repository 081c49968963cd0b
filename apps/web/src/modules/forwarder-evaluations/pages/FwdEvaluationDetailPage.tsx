import { EvaluationDetailPage } from './EvaluationDetailPage';

/** The forwarder answers one of its evaluations (old `/logistics/npd/evaluateAnswer`). */
export default function FwdEvaluationDetailPage() {
  return <EvaluationDetailPage side="forwarder" />;
}
