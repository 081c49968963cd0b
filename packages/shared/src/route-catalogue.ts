/**
 * The old portal's route catalogue (spec 000 §2), every path, with where it lives now. Menu leaves
 * carry their own old paths (`legacy` in ./menus.ts); this lists the rest: detail and step pages
 * that now open inside a screen, and screens of modules that later issues build (`planned`).
 * docs/legacy-routes.md is generated from both (`npm run docs:routes`); a test keeps it current.
 */
import { allMenuLeaves, PRODUCT_LINES } from './menus';

export interface CatalogueEntry {
  /** Old path without the leading slash; `{product}` is the product line (hc, tc). */
  old: string;
  /** New path (without leading slash) for screens that exist. */
  target?: string;
  /** The module that will build it, for screens of later issues. */
  planned?: string;
  note?: string;
}

const planned = (module: string, paths: string[], note?: string): CatalogueEntry[] => paths.map((old) => ({ old, planned: module, note }));
const to = (target: string, paths: string[], note?: string): CatalogueEntry[] => paths.map((old) => ({ old, target, note }));
const steps = (prefix: string, names: string[]) => names.map((n) => `${prefix}/${n}`);

export const ROUTE_CATALOGUE: CatalogueEntry[] = [
  ...planned('agreements and reports', ['protocolQuery/index', 'agreementReport/index']),
  // Supplier side
  ...planned('repair inquiries and orders', ['sup/supRepair/index', 'sup/wheelPrice/index', 'sup/statusUpdate/index', 'sup/updateBill/index', ...steps('sup/sendRepair', ['index', 'stepOne', 'stepTwo', 'stepThree'])]),
  ...planned('purchase orders', ['sup/supPurchase/index', 'sup/contractManagement/index', 'sup/supContract/index', ...steps('sup/tc/contractManagement', ['index', 'confirm', 'refuse', 'detail', 'cancel', 'edit'])]),
  ...planned('consignment stock', ['sup/tc/consignmentStock/index']),
  ...planned('logistics', ['sup/despatch/index']),
  ...planned('RFx and quotations', ['sup/quoted/index', 'sup/supplierQuote/index', 'sup/supQuoted/edit']),
  ...to('sup/info', ['sup/sys/broke', 'sup/sys/equipment', 'sup/sys/cageCode'], 'sections of the company data pages (exclusive agents / brokers, equipment, CAGE code)'),
  // Internal (air) side
  ...planned('sourcing demands and agreements', ['air/demandManagement/index', 'air/agreement/index']),
  ...planned('repair inquiries and orders', ['air/repair/index', 'air/inquirySheet/index', 'air/edit', 'air/add', 'air/detail', ...steps('air/sendRepair', ['index', 'inquiry', 'lookInquiry', 'lookSup', 'detail', 'stepOne', 'stepTwo', 'stepThree', 'stepFour'])]),
  ...to('suppliers/auditors', ['air/sys/employee'], 'auditor authorisation is kept per employee'),
  ...to('suppliers/inquiry-power', ['air/sys/employee2']),
  // Forwarder side
  ...planned('logistics', ['pd/customsInfo/index', 'pd/takeInfo/index', 'pd/despatchInfo/index', 'pd/bill/index', 'pd/edit', 'pd/add', 'pd/create', 'pd/detail', 'pd/upload', 'pd/deliveryInformation/index', 'pd/deliveryInformation/add']),
  // Staff supplier management ({product} = hc / tc)
  ...to('suppliers/info', ['{product}/supManagement/detail', '{product}/supManagement/detailTwentyOne'], 'supplier detail opens from the list'),
  ...to('suppliers/audit', steps('{product}/supAuditing', ['pinggu', 'pinggu1', 'pinggu2']), 'assessment forms open from the audit list'),
  ...to('suppliers/official', steps('{product}/zsSupManagement', ['edit', 'editP', 'editS', 'editA']), 'official supplier edits open from the list'),
  ...to('suppliers/freeze', ['{product}/freeze/detailStep1', '{product}/freeze/detailStep2']),
  ...to('suppliers/info', ['{product}/{product}TwentyOne/index'], 'general-procurement supplier list: the same screen filtered by supplier type'),
  ...planned('RFx and quotations', [
    ...steps('{product}/agreementInquiry/requirements', ['index', 'add', 'search', 'edit', 'detail']),
    ...steps('{product}/agreementInquiry/inquiryProgramme', ['index', 'inquiryStepTwo', 'searchFbbj', 'searchProject', 'searchPorject/detailStepFive', 'search', 'edit', 'stepOne', 'step', 'stepEdit', 'stepTwo', 'stepThree', 'stepFour']),
    '{product}/agreement/supQuotedDetail',
  ]),
  ...planned('logistics', steps('{product}/dict', ['airZone', 'supPort', 'inlandAgent', 'intlIn', 'intlOut', 'forward'])),
  ...to('suppliers/info', steps('tc{product}/tc{product}SupInfo', ['detail', 'inquiry', 'newInquiry', 'detailStep1', 'detailStep2', 'detailStep3', 'detailStep4', 'step1', 'step1-2', 'step2', 'step3', 'step4', 'subInquiry', 'audit']), 'supplier detail with its wizard data, audit and inquiry history'),
  ...to('suppliers/official', ['{product}/zsSupManagement/datailSupInfo', 'tc{product}/zsSupManagement/datailSupInfo']),
  // Logistics
  ...planned('inter-base allotment', ['demand', 'instruct', 'pickUp', 'dispatch', 'deliver'].flatMap((s) => steps(`pdInternalAllot/${s}`, ['index', 'edit', 'detail']))),
  ...planned('outside logistics', [
    ...steps('pdOutside/instruct', ['index1', 'index2', 'index3', 'index4', 'edit', 'editHand']),
    ...steps('pdOutside/pickup', ['index', 'index1', 'index2', 'index3', 'edit', 'edit1']),
    ...steps('pdOutside/dispatch', ['index', 'edit']),
    ...steps('pdOutside/customs', ['index', 'edit']),
    ...steps('pdOutside/receive', ['index', 'edit']),
  ]),
  ...planned('logistics', [
    ...steps('logistics/internationalOutBound', ['notice/index', 'notice/create', 'noticeEdit/index', 'de', 'forwarding/index', 'forwarding/edit', 'delOutbound', 'delInbound', 'changeHistory/index', 'changeHistory/details', 'pickup', 'shipMent', 'exportClearance', 'internationalPickUp', 'service', 'internationalSearch']),
    ...steps('logistics/internationalInBound', ['notice/index', 'notice/create', 'pickup', 'shipMent', 'clearanceService', 'internationalSearch']),
    ...['domesticOutBound', 'domesticInBound'].flatMap((g) => steps(`logistics/${g}`, ['notice/index', 'notice/create', 'pickup', 'shipMent', 'internationalPickUp', 'service', 'internationalSearch'])),
    'logistics/rpa/index',
    ...steps('logistics/npd', ['reportA', 'reportB', 'reportC', 'reportD', 'reportE', 'throughput', 'evaluateInitiate', 'evaluateAnswer', 'electronicBilling', 'standingbookDifference']),
  ]),
];

export interface LegacyRow {
  old: string;
  target: string | null;
  planned: string | null;
  note: string | null;
}

/** Every old path (with `{product}` expanded) and where it goes, menu leaves first. */
export function legacyRows(): LegacyRow[] {
  const rows: LegacyRow[] = [];
  const expand = (old: string) => (old.includes('{product}') ? PRODUCT_LINES.map((p) => old.replaceAll('{product}', p)) : [old]);
  for (const leaf of allMenuLeaves()) {
    for (const old of leaf.legacy ?? []) for (const path of expand(old)) rows.push({ old: path, target: leaf.url ?? null, planned: null, note: null });
  }
  for (const entry of ROUTE_CATALOGUE) {
    for (const path of expand(entry.old)) rows.push({ old: path, target: entry.target ?? null, planned: entry.planned ?? null, note: entry.note ?? null });
  }
  return rows;
}

/** Old path -> new path (both with a leading slash) for every old path whose screen exists. */
export function legacyRedirectMap(): Record<string, string> {
  const map: Record<string, string> = {};
  for (const row of legacyRows()) if (row.target && row.old !== row.target) map[`/${row.old}`] = `/${row.target}`;
  return map;
}

/** The markdown of docs/legacy-routes.md. */
export function legacyRoutesMarkdown(): string {
  const lines = [
    '# Legacy routes',
    '',
    'Every path of the old portal\'s route catalogue (spec 000 §2) and where it is now. `{product}` is',
    'expanded for both product lines (`hc` aircraft material, `tc` general procurement). Old paths of',
    'screens that exist redirect to the new path in the web app. Generated from',
    '`packages/shared/src/menus.ts` and `packages/shared/src/route-catalogue.ts` by `npm run docs:routes`;',
    'a test fails when this file is out of date.',
    '',
    '| old path | new screen | note |',
    '|---|---|---|',
  ];
  for (const r of legacyRows()) {
    const where = r.target ? `\`/${r.target}\`` : `to be built with ${r.planned}`;
    lines.push(`| \`/${r.old}\` | ${where} | ${r.note ?? ''} |`);
  }
  return lines.join('\n') + '\n';
}

/** Alias used by the web router. */
export const legacyRedirects = legacyRedirectMap;
