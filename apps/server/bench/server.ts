/** The server the benchmarks measure: apps/server in a child process, ready when /api/health answers. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const root = path.resolve(new URL('../../..', import.meta.url).pathname);

/** Starts the server with `env` over the benchmark defaults (no captcha, no sign-in limits); `ready` resolves with the milliseconds to the first answer. */
export function startServer(env: Record<string, string>): { child: ChildProcess; ready: Promise<number> } {
  const t0 = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
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
