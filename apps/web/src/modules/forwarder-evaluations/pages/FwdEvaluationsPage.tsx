import { EvaluationsPage } from './EvaluationsPage';

/** The forwarder's evaluations (`/fwd/evaluations`, old `/logistics/npd/evaluateAnswer`). */
export default function FwdEvaluationsPage() {
  return <EvaluationsPage side="forwarder" />;
}
