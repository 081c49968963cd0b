/**
 * Reads mail and SMS from the portal's outbox through the sysadmin API (outboxRoutes.list),
 * as the e2e server has no SMTP or SMS gateway: invitation codes and verification codes.
 */
import { outboxRoutes } from '@aerosupply/shared/outbox/routes';
import { expect, type APIRequestContext } from '@playwright/test';
import { callRoute, tokenFor } from '../../fixtures/api';

/** The body of the newest outbox message to `recipient`, waiting for it to appear. */
export async function latestOutboxBody(request: APIRequestContext, recipient: string, channel: 'mail' | 'sms'): Promise<string> {
  const admin = await tokenFor(request, 'admin');
  let id: number | undefined;
  await expect
    .poll(async () => {
      const { rows } = await callRoute(request, outboxRoutes.list, { query: { recipient, channel, pageSize: 1 }, token: admin });
      id = rows.find((r) => r.recipient === recipient)?.id;
      return id;
    }, { message: `a ${channel} message to ${recipient} in the outbox`, timeout: 10_000 })
    .toBeTruthy();
  return (await callRoute(request, outboxRoutes.detail, { params: { id: id! }, token: admin })).body;
}

/** The invitation code of the newest invitation mail to `email` (from its registration link). */
export async function invitationCodeFor(request: APIRequestContext, email: string): Promise<string> {
  const body = await latestOutboxBody(request, email, 'mail');
  const match = /\/supRegister\?invite=([A-Za-z0-9]+)/.exec(body);
  expect(match, `registration link in: ${body}`).toBeTruthy();
  return match![1]!;
}

/** The newest verification code (6 characters, case-sensitive) sent to an email or mobile number. */
export async function verificationCodeFor(request: APIRequestContext, recipient: string, channel: 'mail' | 'sms'): Promise<string> {
  const body = await latestOutboxBody(request, recipient, channel);
  // The text is in the recipient's language: English or Chinese.
  const match = /([A-Za-z0-9]{6}) ?(?:\(case-sensitive\)|（区分大小写）)/.exec(body);
  expect(match, `verification code in: ${body}`).toBeTruthy();
  return match![1]!;
}
