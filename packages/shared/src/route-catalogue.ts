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

const to = (target: string, paths: string[], note?: string): CatalogueEntry[] => paths.map((old) => ({ old, target, note }));
const steps = (prefix: string, names: string[]) => names.map((n) => `${prefix}/${n}`);

export const ROUTE_CATALOGUE: CatalogueEntry[] = [
  // agreements and reports: built (issue 13, D-275, D-278); their old paths are legacy paths of the menu leaves.
  // Supplier side
  // repair (issue 15): sup/wheelPrice/index is the menu leaf sup/wheel-prices, air/add|edit|detail the leaf repair/bills (menus.ts)
  ...to('sup/repair', steps('sup/sendRepair', ['index', 'stepOne', 'stepTwo', 'stepThree']), 'the stepped repair quotation opens from the repair inquiry list'),
  // logistics (issue 16): sup/despatch/index is the menu leaf sup/despatch (menus.ts)
  ...to('sup/rfx', ['sup/supQuoted/edit'], 'the quotation editor opens from an invited RFx (sup/rfx/:id/quotation)'),
  ...to('sup/info', ['sup/sys/broke', 'sup/sys/equipment', 'sup/sys/cageCode'], 'sections of the company data pages (exclusive agents / brokers, equipment, CAGE code)'),
  // Internal (air) side
  ...to('repair/inquiries', steps('air/sendRepair', ['inquiry', 'lookInquiry', 'lookSup', 'detail', 'stepOne', 'stepTwo', 'stepThree', 'stepFour']), 'the four-step inquiry and the answers side by side open from the repair inquiry list'),
  ...to('suppliers/auditors', ['air/sys/employee'], 'auditor authorisation is kept per employee'),
  ...to('suppliers/inquiry-power', ['air/sys/employee2']),
  // Forwarder side
  // logistics (issue 16): takeInfo, despatchInfo, customsInfo and deliveryInformation are the forwarder menu leaves (menus.ts)
  // electronic freight bills (issue 17): create, edit, detail and the Excel upload open from the forwarder's bill list
  ...to('fwd/bills', ['pd/add', 'pd/create', 'pd/edit', 'pd/detail', 'pd/upload'], 'create, edit, detail and the Excel upload open from the electronic bill list'),
  // Staff supplier management ({product} = hc / tc)
  ...to('suppliers/info', ['{product}/supManagement/detail', '{product}/supManagement/detailTwentyOne'], 'supplier detail opens from the list'),
  ...to('suppliers/audit', steps('{product}/supAuditing', ['pinggu', 'pinggu1', 'pinggu2']), 'assessment forms open from the audit list'),
  ...to('suppliers/official', steps('{product}/zsSupManagement', ['edit', 'editP', 'editS', 'editA']), 'official supplier edits open from the list'),
  ...to('suppliers/freeze', ['{product}/freeze/detailStep1', '{product}/freeze/detailStep2']),
  ...to('suppliers/info', ['{product}/{product}TwentyOne/index'], 'general-procurement supplier list: the same screen filtered by supplier type'),
  // sourcing (issue 12): requirement and RFx pages open from their lists
  ...to('sourcing/requirements', steps('{product}/agreementInquiry/requirements', ['add', 'edit', 'detail']), 'create, edit and detail open from the requirements list'),
  ...to('sourcing/rfx', steps('{product}/agreementInquiry/inquiryProgramme', ['stepOne', 'step', 'stepTwo', 'stepThree', 'stepFour', 'inquiryStepTwo', 'edit', 'stepEdit']), 'the RFx wizard (header, items, texts, team and bidders, release) opens from the RFx list'),
  // The opening board (fbbj: quotations as opened) and the RFx result (step five: comparison and award) open from an RFx of the list (D-458).
  ...to('sourcing/rfx', steps('{product}/agreementInquiry/inquiryProgramme', ['searchFbbj', 'searchProject', 'searchPorject/detailStepFive']), "an RFx's opened quotations, its comparison and its award open from the RFx list"),
  // A supplier's quoted detail as staff see it (D-263): each bidder's quotation with its lines, on the opened RFx.
  ...to('sourcing/rfx', ['{product}/agreement/supQuotedDetail'], "a supplier's quotation (lines, prices, answers, annexes) opens on its opened RFx"),
  // logistics master data (issue 16): the six /{product}/dict lists are menu leaves now (menus.ts)
  ...to('suppliers/info', steps('tc{product}/tc{product}SupInfo', ['detail', 'inquiry', 'newInquiry', 'detailStep1', 'detailStep2', 'detailStep3', 'detailStep4', 'step1', 'step1-2', 'step2', 'step3', 'step4', 'subInquiry', 'audit']), 'supplier detail with its wizard data, audit and inquiry history'),
  ...to('suppliers/official', ['{product}/zsSupManagement/datailSupInfo', 'tc{product}/zsSupManagement/datailSupInfo']),
  // Logistics
  // logistics (issue 16): notices of the four directions, their create/edit/detail/delete and the shipment query are one screen
  ...to('logistics/shipments', [
    ...steps('logistics/internationalOutBound', ['notice/index', 'notice/create', 'noticeEdit/index', 'de', 'delOutbound', 'delInbound', 'internationalSearch']),
    ...steps('logistics/internationalInBound', ['notice/index', 'notice/create', 'internationalSearch']),
    ...['domesticOutBound', 'domesticInBound'].flatMap((g) => steps(`logistics/${g}`, ['notice/index', 'notice/create', 'internationalSearch'])),
  ], 'shipment notices of the four directions (direction filter), create, edit, detail and delete, and the query by any number'),
  // inter-base allotment and outside flows (issue 17 items 1-2): the /pdInternalAllot and /pdOutside paths are legacy paths of menu leaves (menus.ts)
  // logistics (issue 16): the flow pages per direction and the customs lists are menu leaves (menus.ts)
  ...to('logistics/shipments', steps('logistics/internationalOutBound', ['forwarding/edit', 'changeHistory/index', 'changeHistory/details']), 'forwarder assignment is an action and the change history the timeline of the shipment detail'),
  // forwarder evaluations (issue 17 item 6): evaluateInitiate and evaluateAnswer are menu leaves (menus.ts); so is the RPA page (item 7)
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
