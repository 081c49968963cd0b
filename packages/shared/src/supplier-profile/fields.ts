/**
 * The fields of every wizard step and information section (spec 001 §3), as data: one list drives
 * the supplier's form (web FieldGrid) and every read-only view of the data (the supplier's own
 * information pages, the staff supplier detail, the data-change review). Names match the schemas in
 * ./wizard.ts; labels are the web's `supplierProfile.fields.<name>`.
 */
import type { ProfileCodeList } from './codes';

interface Base {
  name: string;
  required?: boolean;
  /** Column span on wide screens (of 24). */
  span?: number;
  /** How a read-only view decodes a text value that is a code (e.g. the tax numbering system). */
  decode?: 'taxSystem';
  /** Shown but never typed by the supplier: the server sets it (the vendor code, D-180). */
  assigned?: boolean;
}
export type FieldSpec =
  | (Base & { kind: 'text' | 'email' | 'url' | 'digits'; max?: number })
  | (Base & { kind: 'number'; integer?: boolean; min?: number })
  | (Base & { kind: 'date' | 'bool' | 'files' | 'country' })
  | (Base & { kind: 'timezone'; countryField: string })
  | (Base & { kind: 'code'; list: ProfileCodeList; multiple?: boolean })
  | (Base & { kind: 'table'; table: string; multiple?: boolean })
  | (Base & { kind: 'dict'; domain: string })
  /** level1 + level2 of one row (the spec's name is not a field). */
  | (Base & { kind: 'category' })
  | (Base & { kind: 'list'; item: FieldSpec[]; max?: number; min?: number });

const text = (name: string, required = false, max = 60): FieldSpec => ({ name, kind: 'text', required, max });
const code = (name: string, list: ProfileCodeList, required = false, multiple = false): FieldSpec => ({ name, kind: 'code', list, required, multiple });
const date = (name: string, required = false): FieldSpec => ({ name, kind: 'date', required });
const bool = (name: string): FieldSpec => ({ name, kind: 'bool' });
const num = (name: string, required = false, integer = false): FieldSpec => ({ name, kind: 'number', required, integer, min: 0 });
const files = (name: string, required = false): FieldSpec => ({ name, kind: 'files', required, span: 12 });
const currency = (name: string, required = false): FieldSpec => ({ name, kind: 'dict', domain: 'TC_CURRENCY', required });

export const GENERAL_FIELDS: FieldSpec[] = [
  { name: 'vendorCode', kind: 'digits', max: 9, assigned: true },
  text('organizationName', true),
  text('organizationNameEn'),
  { name: 'country', kind: 'country', required: true },
  { ...text('taxSystem', true), decode: 'taxSystem' },
  text('taxId', true),
  { name: 'website', kind: 'url' },
  text('registeredProvince'),
  text('registeredCity'),
  text('registeredProvinceEn'),
  text('registeredCityEn'),
  text('registeredAddress', true),
  text('registeredAddressEn'),
  text('postalCode', false, 10),
  { name: 'timeZone', kind: 'timezone', countryField: 'country', required: true },
  code('enterpriseType', 'enterpriseType', true),
  code('nature', 'nature', true),
  text('industry'),
  code('productRanges', 'productRange', false, true),
  text('legalRepresentative', true),
  { name: 'legalRepresentativeEmail', kind: 'email' },
  text('ultimateOwner'),
  text('ceo'),
  text('cageCode', false, 10),
  { name: 'duns', kind: 'digits', max: 9 },
  text('importExportCode'),
  date('establishmentDate', true),
  { name: 'email', kind: 'email', required: true },
  text('contactName'),
  { name: 'contactPhone', kind: 'digits', max: 20 },
  text('hqState'),
  text('hqCity'),
  currency('transactionCurrency', true),
  num('registeredCapital', true),
  currency('registeredCapitalCurrency'),
  num('annualTurnover'),
  num('annualSales'),
  code('listingStatus', 'listingStatus'),
  text('parentCompany'),
  text('organisationStructure'),
  num('employeeCount', true, true),
  num('productionWorkerCount', false, true),
  bool('officeInChina'),
  bool('warehouseOwned'),
  text('warehouseAddress'),
  bool('bondedArea'),
  bool('aogSupport'),
  text('aogContact'),
  { name: 'aogPhone', kind: 'digits', max: 20 },
  text('lawsuitsLastFiveYears'),
  text('keyAccounts'),
  text('largeProjects'),
  files('businessLicenceFileKeys', true),
  date('businessLicenceValidTo'),
  {
    name: 'financialStatements',
    kind: 'list',
    max: 3,
    min: 3,
    required: true,
    item: [num('year', true, true), num('revenue'), { name: 'netProfit', kind: 'number' }, num('totalAssets'), currency('currency'), files('fileKeys', true)],
  },
  { name: 'directors', kind: 'list', max: 5, min: 1, required: true, item: [text('name', true), code('role', 'directorRole', true), text('position'), text('nationality'), text('remarks')] },
  {
    name: 'associatedCompanies',
    kind: 'list',
    max: 50,
    item: [code('relationType', 'relationType', true), text('name', true), text('legalRepresentative'), date('incorporationDate'), text('remarks')],
  },
  { name: 'customers', kind: 'list', max: 50, item: [text('name', true), text('description'), num('annualValue'), currency('currency'), text('remarks')] },
];

export const REGION_FIELDS: FieldSpec[] = [
  {
    name: 'items',
    kind: 'list',
    max: 50,
    min: 1,
    required: true,
    item: [code('region', 'region', true), { name: 'country', kind: 'country' }, text('province'), text('city'), code('decision', 'regionDecision', true), text('remarks')],
  },
];

export const SUPPLY_FIELDS: FieldSpec[] = [
  code('rfqCommunication', 'communicationType', true),
  code('bidCommunication', 'communicationType', true),
  code('poCommunication', 'communicationType', true),
  code('businessRegion', 'region'),
  bool('poReceipt'),
  { name: 'shippingModes', kind: 'table', table: 'serviceMode', multiple: true, span: 12 },
  {
    name: 'categories',
    kind: 'list',
    max: 100,
    min: 1,
    required: true,
    item: [
      { name: 'category', kind: 'category', required: true },
      date('startDate', true),
      date('endDate', true),
      text('description'),
      code('vendorType', 'nature'),
      bool('main'),
      files('productFileKeys'),
      files('agentCertificateFileKeys'),
    ],
  },
  {
    name: 'contacts',
    kind: 'list',
    max: 50,
    min: 1,
    required: true,
    item: [
      text('name', true),
      code('businessRegion', 'region'),
      code('representativeCategory', 'contactCategory', true),
      code('positionType', 'positionType'),
      { name: 'email', kind: 'email', required: true },
      { name: 'officeTel', kind: 'digits', max: 20 },
      { name: 'mobile', kind: 'digits', max: 15 },
      bool('bidReceiver'),
      bool('inquiryReceiver'),
      bool('orderReceiver'),
      text('remarks'),
    ],
  },
];

export const QUALIFICATION_FIELDS: FieldSpec = {
  name: 'qualifications',
  kind: 'list',
  max: 50,
  min: 1,
  required: true,
  item: [
    { name: 'authority', kind: 'table', table: 'aviationAuthority', required: true },
    text('number', true),
    text('certificateNo', true),
    text('scope', true),
    date('startDate', true),
    date('endDate', true),
    text('remarks'),
    files('fileKeys', true),
  ],
};

export const TECHNOLOGY_FIELDS: FieldSpec[] = [
  { name: 'patents', kind: 'list', max: 50, item: [text('name', true), text('number', true), code('type', 'patentType'), date('validTo'), files('fileKeys')] },
  { name: 'equipment', kind: 'list', max: 100, item: [text('name', true), text('model'), num('quantity', false, true), text('manufacturer'), text('remarks')] },
  { name: 'testingEquipment', kind: 'list', max: 100, item: [text('name', true), text('model'), num('quantity', false, true), date('calibrationValidTo'), text('remarks')] },
  { name: 'technicalProcesses', kind: 'list', max: 50, item: [text('name', true), text('description'), text('remarks')] },
  { name: 'managementSystems', kind: 'list', max: 20, item: [text('name', true), text('description')] },
  { name: 'qualitySystems', kind: 'list', max: 20, item: [code('standard', 'qualityStandard', true), text('certificateNo'), text('certifiedBy'), date('validTo'), files('fileKeys')] },
];

export const COMPLIANCE_FIELDS: FieldSpec[] = [
  { ...bool('codeOfConductAgreed'), required: true, span: 12 },
  { ...text('codeOfConductRemarks'), span: 12 },
  { ...bool('antiBriberyAgreed'), required: true, span: 12 },
  { ...text('antiBriberyRemarks'), span: 12 },
  { name: 'declarations', kind: 'list', max: 20, item: [code('type', 'declarationType', true), text('statement', true), files('fileKeys')] },
  { ...text('remarks'), span: 24 },
];

export const FINANCE_FIELDS: FieldSpec[] = [
  text('bankName', true),
  text('bankBranch'),
  { name: 'bankCountry', kind: 'country' },
  text('bankAddress'),
  text('accountName', true),
  text('accountNumber', true),
  text('swiftCode', false, 11),
  currency('currency', true),
  { name: 'paymentTerms', kind: 'dict', domain: 'TC_PAY_PERIOD' },
  text('invoiceTitle'),
  text('taxRegistrationAddress'),
  { name: 'taxRegistrationPhone', kind: 'digits', max: 20 },
  text('remarks'),
];

export const SECTION_FIELDS = {
  general: GENERAL_FIELDS,
  regions: REGION_FIELDS,
  supply: SUPPLY_FIELDS,
  technology: TECHNOLOGY_FIELDS,
  compliance: COMPLIANCE_FIELDS,
  finance: FINANCE_FIELDS,
} as const;

/** Qualification documents (the qualification sub-page and the staff qualification tab). */
export const QUALIFICATION_DOC_FIELDS: FieldSpec[] = [
  { name: 'docType', kind: 'code', list: 'qualificationType', required: true },
  { name: 'authority', kind: 'table', table: 'aviationAuthority' },
  text('number', true),
  text('certificateNo', true),
  text('scope', true),
  date('startDate'),
  date('endDate', true),
  text('remarks'),
  { name: 'fileKeys', kind: 'files', required: true },
];

/** The sections of the supplier's data in the wizard's order (wizard steps, then finance). */
export const DATA_SECTIONS = ['general', 'regions', 'supply', 'technology', 'compliance', 'finance'] as const;
export type DataSection = (typeof DATA_SECTIONS)[number];

/** The fields of a section as a read-only view shows it (technology with its qualification list). */
export function viewFieldsOf(section: DataSection): FieldSpec[] {
  return section === 'technology' ? [...TECHNOLOGY_FIELDS, QUALIFICATION_FIELDS] : SECTION_FIELDS[section];
}

/** The spec of a section's top-level field, if the section has one by that name. */
export function fieldSpecOf(section: DataSection, name: string): FieldSpec | undefined {
  return viewFieldsOf(section).find((s) => s.name === name);
}
