import { lazyPage, type ModuleRoutes } from '../../app/types';

/**
 * Forwarder evaluations (issue 17 item 6): the staff list and detail (`/logistics/evaluations`, old
 * `/logistics/npd/evaluateInitiate`; 'logistics.evaluation.manage'), scorecards and questionnaire
 * templates, and the forwarder's list and answer screen (`/fwd/evaluations`, old
 * `/logistics/npd/evaluateAnswer`; 'fwd.evaluation').
 */
const routes: ModuleRoutes = {
  protected: [
    { path: '/logistics/evaluations', lazy: lazyPage(() => import('./pages/EvaluationsPage')) },
    { path: '/logistics/evaluations/:id', lazy: lazyPage(() => import('./pages/EvaluationDetailPage')), handle: { titleKey: 'evaluations.detail.title' } },
    { path: '/logistics/scorecards', lazy: lazyPage(() => import('./pages/ScorecardsPage')) },
    { path: '/logistics/evaluation-templates', lazy: lazyPage(() => import('./pages/TemplatesPage')) },
    { path: '/fwd/evaluations', lazy: lazyPage(() => import('./pages/FwdEvaluationsPage')) },
    { path: '/fwd/evaluations/:id', lazy: lazyPage(() => import('./pages/FwdEvaluationDetailPage')), handle: { titleKey: 'evaluations.detail.title' } },
  ],
};

export default routes;
