/**
 * The server the benchmarks measure: the compiled server (as `npm start` runs it, built first when
 * missing or stale) in a child process, ready when /api/health answers.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const root = path.resolve(new URL('../../..', import.meta.url).pathname);

/** Starts the server with `env` over the benchmark defaults (no captcha, no sign-in limits); `ready` resolves with the milliseconds to the first answer. */
let built = false;

/** Builds the web app and the server when missing or older than their sources (scripts/start.mjs). */
function buildOnce(): void {
  if (built) return;
  const res = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) throw new Error('build failed');
  built = true;
}

export function startServer(env: Record<string, string>): { child: ChildProcess; ready: Promise<number> } {
  buildOnce();
  const t0 = Date.now();
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', CAPTCHA_MODE: 'off', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_PER_IP: '0', LOGIN_RATE_LIMIT_PER_ACCOUNT: '0', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const ready = (async () => {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${env.PORT}/api/health`);
        if (res.ok) return Date.now() - t0;
      } catch {
        /* not up yet */
      }
      if (child.exitCode !== null) throw new Error('server exited');
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return { child, ready };
}

export async function stopServer(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}
