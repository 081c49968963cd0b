/**
 * Issue 4 item 9, second half (spec 001 §2 'Employee account management', §3 wizard, §6): the
 * administrator of a freshly registered company (registered through the API) creates a position role and an
 * employee with that one post, completes the four-step wizard with uploads and submits it; the
 * employee sees only that post's menus; supplier B can never read the new company's data.
 */
import { fileRoutes } from '@aerosupply/shared/files/routes';
import { supplierAccountRoutes as accounts } from '@aerosupply/shared/supplier-accounts/routes';
import type { APIResponse } from '@playwright/test';
import { supplierProfileRoutes } from '@aerosupply/shared/supplier-profile/routes';
import { callRoute, expect, send, test, tokenFor, userInfo, type MenuItem } from '../../fixtures';
import { countryLabel, registerSupplierThroughApi } from '../../pages/onboarding';
import { EmployeesPage, PostsPage, WizardPage } from '../../pages/supplier-data';

// A journey across roles (issue 24): hand-offs through the API, at most three UI sign-ins.
test.use({ budget: 'journey' });

const urls = (menus: MenuItem[]): string[] => menus.flatMap((m) => [m.url, ...urls(m.childTrees)]).filter(Boolean);

test('supplier data journey: employee with one post, four-step wizard with uploads, isolation', async ({ page, request, signIn, layout }) => {
  // A freshly registered company (its invitation and registration screens are the onboarding spec's).
  const supplier = await registerSupplierThroughApi(request);
  const stamp = supplier.account.replace(/\D/g, '').slice(-6);

  // The new administrator signs in.
  await signIn(supplier.account, { password: supplier.password, lang: 'en' });

  // A position role over one function, and an employee holding only that post.
  const posts = new PostsPage(page);
  await posts.goto();
  await posts.create('报价专员', `Quotation desk ${stamp}`, ['Quotation/bid (RFx)']);
  const employees = new EmployeesPage(page);
  await employees.goto();
  const employee = { realName: '王芳 Wang Fang', account: `e2e_emp_${stamp}`, email: `emp.${stamp}@example.com`, phone: `138${stamp}00`, password: 'quote_2026', postLabel: `Quotation desk ${stamp}` };
  await employees.create(employee);
  await expect(page.getByText(/\d+ accounts/)).toContainText('2 accounts');

  // The four-step wizard with uploads; a draft first, then save and submit.
  const wizard = new WizardPage(page);
  await wizard.goto();
  await wizard.fillGeneral({ name: supplier.companyName, taxId: `91110108MA${stamp}XX`, countryLabel: await countryLabel(request, 'CN') });
  await wizard.saveDraft();
  await wizard.next();
  await wizard.fillRegions();
  await wizard.next();
  await wizard.fillSupply();
  await wizard.next();
  await wizard.fillTechnology();
  await wizard.next();
  await wizard.fillCompliance();
  await wizard.submit();
  await expect(page.getByTestId('wizard-readonly')).toBeVisible();

  // The server holds the submitted data with its files.
  const adminToken = await tokenFor(request, supplier.account, supplier.password);
  const view = await callRoute(request, supplierProfileRoutes.wizard, { token: adminToken });
  expect(view.reviewStatus).toBe('to_be_evaluated');
  expect(view.data.general?.financialStatements).toHaveLength(3);
  expect(view.data.general?.businessLicenceFileKeys).toHaveLength(1);
  expect(view.data.technology?.qualifications?.[0]).toMatchObject({ number: 'CAAC-145-E2E', authority: '0' });
  expect(Object.values(view.files).map((f) => (f as { filename: string }).filename)).toEqual(
    expect.arrayContaining(['business-licence.pdf', 'statement-2022.pdf', 'statement-2023.pdf', 'statement-2024.pdf']),
  );

  // The employee sees only its post's menus, in the sidebar and from the server.
  await signIn(employee.account, { password: employee.password, lang: 'en' });
  const empToken = await tokenFor(request, employee.account, employee.password);
  const info = await userInfo(request, empToken);
  const menuUrls = urls(info.menus);
  for (const hidden of ['sup/wizard', 'sup/info', 'sup/employees', 'sup/posts', 'sup/capabilities']) expect(menuUrls).not.toContain(hidden);
  const labels = (await layout.menuLabels()).join(' | ');
  expect(labels).not.toMatch(/Company data|System/);
  await page.goto('/sup/employees');
  await expect(page).toHaveURL(/\/401/);
  expect((await send(request, supplierProfileRoutes.wizard, { token: empToken })).status(), 'wizard').toBe(403);
  for (const contract of [accounts.employees, accounts.posts]) {
    expect((await send(request, contract, { token: empToken })).status(), contract.url).toBe(403);
  }

  // Supplier B cannot read the new company's records by any route.
  const bHeaders = { Authorization: `Bearer ${await tokenFor(request, 'supb_admin')}` };
  const empList = (await callRoute(request, accounts.employees, { token: adminToken, query: { keyword: employee.account } })).rows;
  const postList = await callRoute(request, accounts.posts, { token: adminToken });
  const quals = (await callRoute(request, supplierProfileRoutes.qualifications, { token: adminToken })).rows;
  const fileKey = view.data.general?.businessLicenceFileKeys?.[0] as string;
  const forB: [string, () => Promise<APIResponse>][] = [
    ['GET employee', () => send(request, accounts.employee, { params: { id: empList[0].id }, headers: bHeaders })],
    ['POST freeze', () => send(request, accounts.freeze, { params: { id: empList[0].id }, headers: bHeaders })],
    ['PUT post', () => send(request, accounts.updatePost, { params: { id: postList[0].id }, headers: bHeaders, body: { nameZh: 'x', nameEn: 'x', permissions: ['sup.quotation'] } })],
  ];
  for (const [what, attempt] of forB) expect((await attempt()).status(), what).toBe(404);
  expect((await send(request, supplierProfileRoutes.qualification, { params: { id: quals[0].id }, headers: bHeaders })).status(), 'GET the new company\'s qualification').toBe(404);
  expect((await send(request, fileRoutes.download, { params: { fileKey }, headers: bHeaders })).status(), 'GET the new company\'s file').toBe(404);
  const bEmployees = (await callRoute(request, accounts.employees, { headers: bHeaders, query: { pageSize: 100 } })).rows;
  expect(bEmployees.map((r) => r.account)).not.toContain(employee.account);
});
