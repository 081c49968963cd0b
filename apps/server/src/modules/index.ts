/**
 * Every module's routes, registered in one place. A new module adds its `register<Module>Routes`
 * here (one line) and nothing else in app.ts.
 */
import type { FastifyInstance } from 'fastify';

export function registerModules(app: FastifyInstance): void {
  void app;
}
