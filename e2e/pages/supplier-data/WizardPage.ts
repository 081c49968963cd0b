/** Page object of the supplier data wizard (spec 001 §3): the four steps (and 1.2), draft and submit. */
import { expect, type Page } from '@playwright/test';
import { chooseOption, fill, fillDate, uploadPdf } from './forms';

export class WizardPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/sup/wizard');
    await expect(this.page.getByTestId('wizard-step-general')).toBeVisible();
  }

  async next(): Promise<void> {
    await this.page.getByTestId('wizard-next').click();
  }

  async add(list: string): Promise<void> {
    await this.page.getByTestId(`${list}-add`).click();
  }

  /** Step 1: general information with business licence and three years of statements. */
  async fillGeneral(v: { name: string; taxId: string; countryLabel: string }): Promise<void> {
    const p = this.page;
    await fill(p, 'general_organizationName', v.name);
    await chooseOption(p, 'general_country', v.countryLabel);
    await fill(p, 'general_taxSystem', 'USCC');
    await fill(p, 'general_taxId', v.taxId);
    await fill(p, 'general_website', 'https://www.e2e-aero.example.com');
    await fill(p, 'general_registeredAddress', '成都市双流区航空港大道1号');
    await chooseOption(p, 'general_timeZone', 'Asia/Shanghai');
    await chooseOption(p, 'general_enterpriseType', 'Private');
    await chooseOption(p, 'general_nature', 'Air material distributor');
    await fill(p, 'general_legalRepresentative', '张伟');
    await fillDate(p, 'general_establishmentDate', '2012-03-15');
    await fill(p, 'general_email', 'info@e2e-aero.example.com');
    await chooseOption(p, 'general_transactionCurrency', 'US dollar');
    await fill(p, 'general_registeredCapital', '10000000');
    await fill(p, 'general_employeeCount', '85');
    await uploadPdf(p, 'general_businessLicenceFileKeys', 'business-licence.pdf');
    for (const [i, year] of ['2022', '2023', '2024'].entries()) {
      await this.add('general-financialStatements');
      await fill(p, `general_financialStatements_${i}_year`, year);
      await uploadPdf(p, `general_financialStatements_${i}_fileKeys`, `statement-${year}.pdf`);
    }
    await this.add('general-directors');
    await fill(p, 'general_directors_0_name', '张伟');
    await chooseOption(p, 'general_directors_0_role', 'Chairman');
  }

  async fillRegions(): Promise<void> {
    await this.add('regions-items');
    await chooseOption(this.page, 'regions_items_0_region', 'Southwest China');
    await chooseOption(this.page, 'regions_items_0_decision', 'Agree');
  }

  async fillSupply(): Promise<void> {
    const p = this.page;
    await chooseOption(p, 'supply_rfqCommunication', 'Portal');
    await chooseOption(p, 'supply_bidCommunication', 'Portal');
    await chooseOption(p, 'supply_poCommunication', 'Email');
    await this.add('supply-categories');
    await chooseOption(p, 'supply_categories_0_level1', 'Rotables and accessories');
    await chooseOption(p, 'supply_categories_0_level2', 'Hydraulic components');
    await fillDate(p, 'supply_categories_0_startDate', '2025-01-01');
    await fillDate(p, 'supply_categories_0_endDate', '2027-12-31');
    await p.locator('#supply_categories_0_main').check();
    await this.add('supply-contacts');
    await fill(p, 'supply_contacts_0_name', '李娜');
    await chooseOption(p, 'supply_contacts_0_representativeCategory', 'Sales');
    await fill(p, 'supply_contacts_0_email', 'sales@e2e-aero.example.com');
    await p.locator('#supply_contacts_0_orderReceiver').check();
  }

  async fillTechnology(): Promise<void> {
    const p = this.page;
    await this.add('technology-qualifications');
    await chooseOption(p, 'technology_qualifications_0_authority', 'CAAC');
    await fill(p, 'technology_qualifications_0_number', 'CAAC-145-E2E');
    await fill(p, 'technology_qualifications_0_certificateNo', 'D.E2E001');
    await fill(p, 'technology_qualifications_0_scope', 'Hydraulic components');
    await fillDate(p, 'technology_qualifications_0_startDate', '2024-01-01');
    await fillDate(p, 'technology_qualifications_0_endDate', '2028-01-01');
    await uploadPdf(p, 'technology_qualifications_0_fileKeys', 'caac-145.pdf');
  }

  async fillCompliance(): Promise<void> {
    await this.page.locator('#compliance_codeOfConductAgreed').check();
    await this.page.locator('#compliance_antiBriberyAgreed').check();
  }

  async saveDraft(): Promise<void> {
    await this.page.getByTestId('wizard-save-draft').click();
    await expect(this.page.getByText('Draft saved').first()).toBeVisible();
  }

  async submit(): Promise<void> {
    await this.page.getByTestId('wizard-submit').click();
    await expect(this.page.getByText('Submitted for approval').first()).toBeVisible({ timeout: 20_000 });
  }
}
