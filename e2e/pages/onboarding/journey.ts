/**
 * The first part of the onboarding journey as one step other specs can build on (the employees
 * and wizard journey continues from the administrator it returns): a buyer invites a company
 * through the UI, the company follows the mailed link, registers with an SMS code (both read
 * from the outbox) and sees the success page.
 */
import { dictRoutes } from '@aerosupply/shared/dict/routes';
import { registrationRoutes } from '@aerosupply/shared/registration/routes';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { callRoute } from '../../fixtures/api';
import { LayoutPage } from '../LayoutPage';
import { LoginPage } from '../LoginPage';
import { InvitationsPage } from './InvitationsPage';
import { invitationCodeFor, verificationCodeFor } from './outbox';
import { RegistrationPage } from './RegistrationPage';

/** The English label of a country in the country select. */
export async function countryLabel(request: APIRequestContext, code: string): Promise<string> {
  const items = await callRoute(request, dictRoutes.countries, { query: { lang: 'EN' } });
  const item = items.find((c) => c.value === code);
  expect(item, `country ${code}`).toBeTruthy();
  return item!.label;
}

export interface RegisteredSupplier {
  companyName: string;
  account: string;
  password: string;
  email: string;
  mobile: string;
}

/** A company and administrator no other test uses, with the stamp their numbers are made from. */
function newSupplier(): { stamp: string; supplier: RegisteredSupplier } {
  const stamp = String(Date.now()).slice(-8);
  return {
    stamp,
    supplier: { companyName: `E2E 航空部件有限公司 ${stamp}`, account: `e2e_sup_${stamp}`, password: 'Rk#5tWq!8m', email: `e2e.${stamp}@example.com`, mobile: `139${stamp}` },
  };
}

/** Runs the invitation and registration through the UI; returns the new administrator's credentials. */
export async function registerInvitedSupplier(page: Page, request: APIRequestContext): Promise<RegisteredSupplier> {
  const { stamp, supplier } = newSupplier();
  const login = new LoginPage(page);
  const layout = new LayoutPage(page);

  // The buyer invites the company.
  await login.goto();
  await login.chooseLanguage('en');
  await login.signIn('20000001');
  await expect(layout.userMenu).toBeVisible({ timeout: 20_000 });
  const invitations = new InvitationsPage(page);
  await invitations.goto();
  await invitations.invite({
    companyName: supplier.companyName,
    countryLabel: await countryLabel(request, 'CN'),
    taxSystemLabel: 'USCC',
    taxId: `91110108MA${stamp}`,
    email: supplier.email,
    validityDays: 14,
    comments: 'E2E invitation',
  });
  await expect(invitations.row(supplier.companyName)).toContainText('Sent');
  await layout.openUserMenuItem('logout');
  await expect(page).toHaveURL(/\/login/);

  // The invited company follows the link in the mail.
  const code = await invitationCodeFor(request, supplier.email);
  const registration = new RegistrationPage(page);
  await registration.goto(code);
  await registration.expectPrefilled(supplier.companyName, supplier.email);
  await registration.fill({ contactName: 'E2E Admin', account: supplier.account, password: supplier.password, mobile: supplier.mobile, timeZone: 'Asia/Shanghai' });
  await registration.sendSmsCode();
  const sms = await verificationCodeFor(request, supplier.mobile, 'sms');
  await registration.enterSmsCodeAndSubmit(sms);
  await expect(registration.done).toBeVisible();
  return supplier;
}

/**
 * A newly registered aircraft-material supplier, made through the public registration API with
 * the SMS code from the outbox (the UI of invitation and registration is the onboarding spec's):
 * for journeys that continue from a fresh company administrator.
 */
export async function registerSupplierThroughApi(request: APIRequestContext): Promise<RegisteredSupplier> {
  const { stamp, supplier } = newSupplier();
  await callRoute(request, registrationRoutes.smsCode, { body: { mobile: supplier.mobile } });
  const smsCode = await verificationCodeFor(request, supplier.mobile, 'sms');
  await callRoute(request, registrationRoutes.register, {
    body: {
      agreeCodeOfConduct: true,
      supplierType: 'aircraft',
      country: 'CN',
      taxSystem: 'USCC',
      taxId: `91110108MA${stamp}`,
      companyName: supplier.companyName,
      contactName: 'E2E Admin',
      account: supplier.account,
      password: supplier.password,
      confirmPassword: supplier.password,
      email: supplier.email,
      timeZone: 'Asia/Shanghai',
      mobile: supplier.mobile,
      smsCode,
    },
  });
  return supplier;
}

