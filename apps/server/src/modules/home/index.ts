/** What other modules may use of the home module: the task-provider registry. */
export { registerHomeTaskProvider, type HomeTaskContext, type HomeTaskProvider } from './tasks';
