/**
 * The supplier data wizard (spec 001 §3 'Supplier admittance and wizard', §5): five parts
 * (general, regions, supply, technology, compliance) plus the finance section of the own
 * information pages. Each part is built twice from one definition:
 * - `draft`: every field optional, lengths and formats still enforced (save as draft loses nothing
 *   and stores nothing malformed);
 * - `submit`: the required fields and cross-field rules of save-and-submit, reported with field
 *   paths like `general.directors.2.name`.
 */
import { z } from 'zod';
import {
  digitsOnly,
  email,
  FIELD_MAX,
  FIELD_MAX_SHORT,
  MAX_DIRECTORS,
  mobile,
  noSpaces,
  optionalField,
  requiredText,
  supplierCode,
  text,
  url,
} from '../validation/fields';
import {
  AUTHORITY_CODES,
  COMMUNICATION_TYPES,
  CONTACT_CATEGORIES,
  CURRENCY_CODES,
  DECLARATION_TYPES,
  DIRECTOR_ROLES,
  ENTERPRISE_TYPES,
  LISTING_STATUSES,
  PATENT_TYPES,
  PAY_PERIOD_CODES,
  POSITION_TYPES,
  PRODUCT_RANGE_CODES,
  QUALITY_STANDARDS,
  REGION_DECISIONS,
  RELATION_TYPES,
  SHIPPING_MODES,
  SUPPLIER_NATURE_CODES,
  SUPPLY_REGIONS,
} from './codes';

export type WizardMode = 'draft' | 'submit';
type Opt<M extends WizardMode, T extends z.ZodType> = M extends 'submit' ? T : z.ZodOptional<T>;

/** Required on submit, optional (''/null = absent) in a draft. */
function req<M extends WizardMode, T extends z.ZodType>(mode: M, schema: T): Opt<M, T> {
  return (mode === 'submit' ? schema : optionalField(schema)) as unknown as Opt<M, T>;
}
/** Always optional. */
const opt = <T extends z.ZodType>(schema: T) => optionalField(schema);

/** `YYYY-MM-DD` that is a real calendar date (spec 001 §9 date format). */
export const isoDate = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { error: 'validation.date' });

/** A zod error callback: missing -> 'validation.required', otherwise `key`. */
export const missingOr = (key: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? 'validation.required' : key;

const code = <const C extends readonly [string, ...string[]]>(codes: C) => z.enum(codes, { error: missingOr('validation.invalid_enum') });
const codes = <const C extends readonly [string, ...string[]]>(list: C) => z.array(code(list)).max(list.length);

/** Non-negative amount (capital, turnover, values, prices). */
export const amount = z.number({ error: missingOr('validation.invalid_type') }).nonnegative({ error: 'validation.not_negative' }).max(1e15, { error: 'validation.too_big' });
/** Non-negative whole count. */
export const count = z.number({ error: missingOr('validation.invalid_type') }).int({ error: 'validation.integer' }).nonnegative({ error: 'validation.not_negative' }).max(1e9, { error: 'validation.too_big' });
/** Keys of uploaded platform files (POST /api/files/upload answers `fileKey`). */
export const fileKeys = z.array(z.string().trim().min(1).max(100), { error: missingOr('validation.invalid_type') }).max(20);
const filesReq = <M extends WizardMode>(mode: M) =>
  (mode === 'submit' ? fileKeys.min(1, { error: 'supplierProfile.file_required' }) : fileKeys.optional()) as unknown as Opt<M, typeof fileKeys>;
const listOf = <M extends WizardMode, T extends z.ZodType>(mode: M, item: T, max: number, min = 0, minKey = 'supplierProfile.list_required') =>
  (mode === 'submit' && min > 0
    ? z.array(item, { error: missingOr('validation.invalid_type') }).min(min, { error: minKey }).max(max, { error: 'validation.too_long' })
    : z.array(item).max(max, { error: 'validation.too_long' }).optional()) as unknown as Opt<M, z.ZodArray<T>>;
const flag = z.boolean({ error: 'validation.invalid_type' }).optional();
const rtext = <M extends WizardMode>(mode: M, max: number = FIELD_MAX) => req(mode, requiredText(max));
const otext = (max: number = FIELD_MAX) => opt(text(max));

/** Adds an issue when `end` is before `start` (both `YYYY-MM-DD`). */
function endNotBeforeStart(raw: unknown, ctx: z.RefinementCtx, path = 'endDate') {
  const value = raw as { startDate?: string; endDate?: string };
  if (value.startDate && value.endDate && value.endDate < value.startDate) {
    ctx.addIssue({ code: 'custom', message: 'supplierProfile.end_before_start', path: [path] });
  }
}

// ---- step 1: general information ----

function directorSchema<M extends WizardMode>(mode: M) {
  return z.strictObject({ name: rtext(mode), role: req(mode, code(DIRECTOR_ROLES)), position: otext(), nationality: otext(), remarks: otext() });
}
function associatedCompanySchema<M extends WizardMode>(mode: M) {
  return z.strictObject({
    relationType: req(mode, code(RELATION_TYPES)),
    name: rtext(mode),
    legalRepresentative: otext(),
    incorporationDate: opt(isoDate),
    remarks: otext(),
  });
}
function customerSchema<M extends WizardMode>(mode: M) {
  return z.strictObject({
    name: rtext(mode),
    description: otext(),
    annualValue: opt(amount),
    currency: opt(code(CURRENCY_CODES)),
    remarks: otext(),
  });
}
function financialStatementSchema<M extends WizardMode>(mode: M) {
  return z.strictObject({
    year: req(mode, z.number({ error: missingOr('validation.invalid_type') }).int({ error: 'validation.integer' }).min(1900, { error: 'validation.too_small' }).max(2100, { error: 'validation.too_big' })),
    revenue: opt(amount),
    netProfit: opt(z.number({ error: 'validation.invalid_type' }).min(-1e15).max(1e15)),
    totalAssets: opt(amount),
    currency: opt(code(CURRENCY_CODES)),
    fileKeys: filesReq(mode),
  });
}

/** Number of yearly financial statements asked for (spec 001 §3 'three years'). */
export const FINANCIAL_STATEMENT_YEARS = 3;

export function generalSchema<M extends WizardMode>(mode: M) {
  const shape = z.strictObject({
    vendorCode: opt(supplierCode),
    organizationName: rtext(mode),
    organizationNameEn: otext(),
    country: rtext(mode),
    taxSystem: rtext(mode),
    taxId: req(mode, noSpaces.pipe(z.string().min(1, { error: 'validation.required' }))),
    website: opt(url),
    registeredProvince: otext(),
    registeredCity: otext(),
    registeredProvinceEn: otext(),
    registeredCityEn: otext(),
    registeredAddress: rtext(mode),
    registeredAddressEn: otext(),
    /** The one 10-character field of spec 001 §5 (our reading). */
    postalCode: opt(text(FIELD_MAX_SHORT)),
    timeZone: rtext(mode),
    enterpriseType: req(mode, code(ENTERPRISE_TYPES)),
    nature: req(mode, code(SUPPLIER_NATURE_CODES)),
    industry: otext(),
    productRanges: opt(codes(PRODUCT_RANGE_CODES)),
    legalRepresentative: rtext(mode),
    legalRepresentativeEmail: opt(email),
    ultimateOwner: otext(),
    ceo: otext(),
    cageCode: opt(noSpaces.pipe(z.string().max(FIELD_MAX_SHORT, { error: 'validation.too_long' }))),
    duns: opt(digitsOnly(9)),
    importExportCode: opt(noSpaces),
    establishmentDate: req(mode, isoDate),
    email: req(mode, email),
    contactName: otext(),
    contactPhone: opt(digitsOnly(20)),
    businessLicenceFileKeys: filesReq(mode),
    businessLicenceValidTo: opt(isoDate),
    hqState: otext(),
    hqCity: otext(),
    transactionCurrency: req(mode, code(CURRENCY_CODES)),
    registeredCapital: req(mode, amount),
    registeredCapitalCurrency: opt(code(CURRENCY_CODES)),
    annualTurnover: opt(amount),
    annualSales: opt(amount),
    listingStatus: opt(code(LISTING_STATUSES)),
    parentCompany: otext(),
    organisationStructure: otext(),
    employeeCount: req(mode, count),
    productionWorkerCount: opt(count),
    officeInChina: flag,
    warehouseOwned: flag,
    warehouseAddress: otext(),
    bondedArea: flag,
    aogSupport: flag,
    aogContact: otext(),
    aogPhone: opt(digitsOnly(20)),
    lawsuitsLastFiveYears: otext(),
    keyAccounts: otext(),
    largeProjects: otext(),
    financialStatements: listOf(mode, financialStatementSchema(mode), FINANCIAL_STATEMENT_YEARS, FINANCIAL_STATEMENT_YEARS, 'supplierProfile.three_statements'),
    directors: listOf(mode, directorSchema(mode), MAX_DIRECTORS, 1),
    associatedCompanies: listOf(mode, associatedCompanySchema(mode), 50),
    customers: listOf(mode, customerSchema(mode), 50),
  });
  return shape.superRefine((raw: unknown, ctx) => {
    if (mode !== 'submit') return;
    const value = raw as { financialStatements?: { year?: number }[] };
    const years = (value.financialStatements ?? []).map((s) => s.year);
    years.forEach((y, i) => {
      if (y !== undefined && years.indexOf(y) !== i) ctx.addIssue({ code: 'custom', message: 'supplierProfile.duplicate_year', path: ['financialStatements', i, 'year'] });
    });
  });
}

// ---- step 1.2: supply regions ----

function regionSchema<M extends WizardMode>(mode: M) {
  return z.strictObject({
    region: req(mode, code(SUPPLY_REGIONS)),
    country: otext(),
    province: otext(),
    city: otext(),
    decision: req(mode, code(REGION_DECISIONS)),
    remarks: otext(),
  });
}
export function regionsSchema<M extends WizardMode>(mode: M) {
  // Spec 001 §5: the supplier region is required.
  return z.strictObject({ items: listOf(mode, regionSchema(mode), 50, 1) });
}

// ---- step 2: supply information ----

export function categorySchema<M extends WizardMode>(mode: M) {
  return z
    .strictObject({
      level1: rtext(mode, 20),
      level2: rtext(mode, 20),
      // Spec 001 §5: start and closing dates are required.
      startDate: req(mode, isoDate),
      endDate: req(mode, isoDate),
      description: otext(),
      main: flag,
      vendorType: opt(code(SUPPLIER_NATURE_CODES)),
      productFileKeys: opt(fileKeys),
      agentCertificateFileKeys: opt(fileKeys),
    })
    .superRefine((v: unknown, ctx) => endNotBeforeStart(v, ctx));
}
function contactSchema<M extends WizardMode>(mode: M) {
  return z.strictObject({
    name: rtext(mode),
    businessRegion: opt(code(SUPPLY_REGIONS)),
    representativeCategory: req(mode, code(CONTACT_CATEGORIES)),
    positionType: opt(code(POSITION_TYPES)),
    email: req(mode, email),
    officeTel: opt(digitsOnly(20)),
    mobile,
    bidReceiver: flag,
    inquiryReceiver: flag,
    orderReceiver: flag,
    remarks: otext(),
  });
}
export function supplySchema<M extends WizardMode>(mode: M) {
  return z
    .strictObject({
      rfqCommunication: req(mode, code(COMMUNICATION_TYPES)),
      bidCommunication: req(mode, code(COMMUNICATION_TYPES)),
      poCommunication: req(mode, code(COMMUNICATION_TYPES)),
      businessRegion: opt(code(SUPPLY_REGIONS)),
      poReceipt: flag,
      shippingModes: opt(codes(SHIPPING_MODES)),
      categories: listOf(mode, categorySchema(mode), 100, 1),
      contacts: listOf(mode, contactSchema(mode), 50, 1),
    })
    .superRefine((raw: unknown, ctx) => {
      const cats = (raw as { categories?: { level1?: string; level2?: string; main?: boolean }[] }).categories ?? [];
      const seen = new Set<string>();
      cats.forEach((c, i) => {
        const key = `${c.level1 ?? ''}/${c.level2 ?? ''}`;
        if (c.level2 && seen.has(key)) ctx.addIssue({ code: 'custom', message: 'supplierProfile.duplicate_category', path: ['categories', i, 'level2'] });
        seen.add(key);
      });
      if (mode !== 'submit') return;
      const mains = cats.filter((c) => c.main).length;
      if (cats.length > 0 && mains !== 1) ctx.addIssue({ code: 'custom', message: 'supplierProfile.one_main_category', path: ['categories'] });
    });
}

// ---- step 3: technology information ----

export function qualificationSchema<M extends WizardMode>(mode: M) {
  return z
    .strictObject({
      /** Id of an existing row of supplier_qualifications; absent for a new one. */
      id: z.number().int().positive().optional(),
      authority: req(mode, code(AUTHORITY_CODES)),
      number: rtext(mode),
      certificateNo: rtext(mode),
      scope: rtext(mode),
      startDate: req(mode, isoDate),
      endDate: req(mode, isoDate),
      remarks: otext(),
      fileKeys: filesReq(mode),
    })
    .superRefine((v: unknown, ctx) => endNotBeforeStart(v, ctx));
}
function technologyShape<M extends WizardMode>(mode: M) {
  return {
    patents: listOf(mode, z.strictObject({ name: rtext(mode), number: rtext(mode), type: opt(code(PATENT_TYPES)), validTo: opt(isoDate), fileKeys: opt(fileKeys) }), 50),
    equipment: listOf(mode, z.strictObject({ name: rtext(mode), model: otext(), quantity: opt(count), manufacturer: otext(), remarks: otext() }), 100),
    testingEquipment: listOf(mode, z.strictObject({ name: rtext(mode), model: otext(), quantity: opt(count), calibrationValidTo: opt(isoDate), remarks: otext() }), 100),
    technicalProcesses: listOf(mode, z.strictObject({ name: rtext(mode), description: otext(), remarks: otext() }), 50),
    managementSystems: listOf(mode, z.strictObject({ name: rtext(mode), description: otext() }), 20),
    qualitySystems: listOf(mode, z.strictObject({ standard: req(mode, code(QUALITY_STANDARDS)), certificateNo: otext(), certifiedBy: otext(), validTo: opt(isoDate), fileKeys: opt(fileKeys) }), 20),
  };
}
/** Step 3 as the wizard sends it: the qualifications rows live in table supplier_qualifications. */
export function technologySchema<M extends WizardMode>(mode: M) {
  return z.strictObject({ ...technologyShape(mode), qualifications: listOf(mode, qualificationSchema(mode), 50, 1) });
}
/** Step 3 without qualifications (the technology section of a data change request). */
export function technologySectionSchema<M extends WizardMode>(mode: M) {
  return z.strictObject(technologyShape(mode));
}

// ---- step 4: compliance ----

const mustAgree = <M extends WizardMode>(mode: M) =>
  (mode === 'submit' ? z.literal(true, { error: 'supplierProfile.must_agree' }) : z.boolean().optional()) as unknown as Opt<M, z.ZodLiteral<true>>;

export function complianceSchema<M extends WizardMode>(mode: M) {
  return z.strictObject({
    codeOfConductAgreed: mustAgree(mode),
    codeOfConductRemarks: otext(),
    antiBriberyAgreed: mustAgree(mode),
    antiBriberyRemarks: otext(),
    declarations: listOf(mode, z.strictObject({ type: req(mode, code(DECLARATION_TYPES)), statement: rtext(mode), fileKeys: opt(fileKeys) }), 20),
    remarks: otext(),
  });
}

// ---- finance information (own information pages) ----

export function financeSchema<M extends WizardMode>(mode: M) {
  return z.strictObject({
    bankName: rtext(mode),
    bankBranch: otext(),
    bankCountry: otext(),
    bankAddress: otext(),
    accountName: rtext(mode),
    accountNumber: req(mode, noSpaces.pipe(z.string().min(1, { error: 'validation.required' }))),
    swiftCode: opt(noSpaces.pipe(z.string().max(11, { error: 'validation.too_long' }))),
    currency: req(mode, code(CURRENCY_CODES)),
    paymentTerms: opt(code(PAY_PERIOD_CODES)),
    invoiceTitle: otext(),
    taxRegistrationAddress: otext(),
    taxRegistrationPhone: opt(digitsOnly(20)),
    remarks: otext(),
  });
}

// ---- the whole wizard ----

export const WIZARD_STEPS = ['general', 'regions', 'supply', 'technology', 'compliance'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export function wizardSchema<M extends WizardMode>(mode: M) {
  return z.strictObject(
    {
    general: req(mode, generalSchema(mode)),
    regions: req(mode, regionsSchema(mode)),
    supply: req(mode, supplySchema(mode)),
    technology: req(mode, technologySchema(mode)),
    compliance: req(mode, complianceSchema(mode)),
    },
    { error: missingOr('validation.invalid_type') },
  );
}

export const wizardDraftSchema = wizardSchema('draft');
export const wizardSubmitSchema = wizardSchema('submit');
export type WizardDraft = z.infer<typeof wizardDraftSchema>;
export type WizardData = z.infer<typeof wizardSubmitSchema>;

/** Sections of the own information pages that a change request may carry. */
export const PROFILE_SECTIONS = ['general', 'regions', 'supply', 'technology', 'compliance', 'finance'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** The full (submit) schema of a section as edited on the information pages. */
export function sectionSchema(section: ProfileSection) {
  switch (section) {
    case 'general':
      return generalSchema('submit');
    case 'regions':
      return regionsSchema('submit');
    case 'supply':
      return supplySchema('submit');
    case 'technology':
      return technologySectionSchema('submit');
    case 'compliance':
      return complianceSchema('submit');
    case 'finance':
      return financeSchema('submit');
  }
}

/** Every category pair (level I, level II) the data names. */
export function categoriesOf(supply: { categories?: { level1?: string; level2?: string }[] } | undefined): { level1: string; level2: string; index: number }[] {
  return (supply?.categories ?? []).flatMap((c, index) => (c.level1 && c.level2 ? [{ level1: c.level1, level2: c.level2, index }] : []));
}
