/** One-time image captchas; answers live in the database so any server process can check them. */
import svgCaptcha from 'svg-captcha';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { badRequest } from '../errors';
import { newToken } from './tokens';

/** The code every captcha accepts in CAPTCHA_MODE=test (refused in production by config). */
export const TEST_CAPTCHA_CODE = 'TEST';

export async function issueCaptcha(db: Database, config: Config, now: Date) {
  let text: string;
  let svg: string;
  if (config.captchaMode === 'test') {
    // The package's default export draws a given text; its typings only declare `create`.
    const draw = svgCaptcha as unknown as (text: string, options: object) => string;
    text = TEST_CAPTCHA_CODE;
    svg = draw(text, { noise: 2 });
  } else {
    const captcha = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', color: false });
    text = captcha.text;
    svg = captcha.data;
  }
  const key = newToken();
  const expiresAt = new Date(now.getTime() + config.captchaTtlSeconds * 1000);
  await db.deleteFrom('captchas').where('expires_at', '<', new Date(now.getTime() - 3600_000)).execute();
  await db.insertInto('captchas').values({ key, answer: text.toLowerCase(), expires_at: expiresAt }).execute();
  return {
    captchaKey: key,
    image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    expiresIn: config.captchaTtlSeconds,
  };
}

/** Consumes the captcha (one use, right or wrong). 'expired' and 'wrong' are different errors. */
export async function checkCaptcha(db: Database, key: string | undefined, code: string | undefined, now: Date): Promise<void> {
  if (!key || !code) throw badRequest('auth.captcha_required');
  const row = await db
    .updateTable('captchas')
    .set({ used_at: now })
    .where('key', '=', key)
    .where('used_at', 'is', null)
    .returning(['answer', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at.getTime() < now.getTime()) throw badRequest('auth.captcha_expired');
  if (row.answer !== code.trim().toLowerCase()) throw badRequest('auth.captcha_wrong');
}
