/**
 * Every label the web builds at run time from shared data exists in zh-CN and en-US: the states and
 * actions of each workflow (defineWorkflow) under the key prefixes the web reads them from, and the
 * code lists it labels through catalogue keys. locales.test checks only literal keys, and a missing
 * key built as t(`orders.status.${s}`) shows the raw code to the user instead of failing anywhere.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AGREEMENT_WORKFLOW } from '@aerosupply/shared/agreements/workflow';
import { ALLOT_PRIORITIES } from '@aerosupply/shared/allotment/codes';
import { ALLOT_WORKFLOW } from '@aerosupply/shared/allotment/workflow';
import { BLACKLIST_WORKFLOW } from '@aerosupply/shared/blacklist/workflow';
import { CAPABILITY_WORKFLOW } from '@aerosupply/shared/capabilities/workflow';
import { CONTRACT_TYPE_CODES } from '@aerosupply/shared/codes/contract-types';
import * as codeTables from '@aerosupply/shared/codes/tables';
import { EVALUATION_WORKFLOW } from '@aerosupply/shared/forwarder-evaluations/workflow';
import { CODE_LABELS as FREIGHT_CODE_LABELS } from '@aerosupply/shared/freight-bills/codes';
import { BILL_WORKFLOW as FREIGHT_BILL_WORKFLOW } from '@aerosupply/shared/freight-bills/workflow';
import { IMPORT_WORKFLOW } from '@aerosupply/shared/imports/workflow';
import { INVITATION_WORKFLOW } from '@aerosupply/shared/invitations/workflow';
import { SHIPMENT_WORKFLOW, SYSTEM_SHIPMENT_ACTIONS } from '@aerosupply/shared/logistics/workflow';
import { DESPATCH_WORKFLOW } from '@aerosupply/shared/logistics/despatch';
import { ORDER_ITEM_WORKFLOW, ORDER_REQUEST_WORKFLOW, ORDER_WORKFLOW } from '@aerosupply/shared/orders/workflow';
import { OUTBOX_WORKFLOW } from '@aerosupply/shared/outbox/workflow';
import { OUTSIDE_WORKFLOW } from '@aerosupply/shared/outside-flows/workflow';
import {
  CERTIFICATE_TYPES, CONDITION_CODES, EQUIPMENT_TYPES, MATERIAL_GROUPS, ORDER_KINDS, PRICING_METHODS, PROCESS_CODES, REPAIR_PRIORITIES, RETURN_DOCUMENT_TYPES, RETURN_OUTCOMES,
  SERIAL_RETURN_CODES, WARRANTY_CODES,
} from '@aerosupply/shared/repair/codes';
import { ROUND_WORKFLOW } from '@aerosupply/shared/repair/price-rounds';
import { BILL_WORKFLOW as REPAIR_BILL_WORKFLOW, CORE_WORKFLOW, INQUIRY_WORKFLOW, QUOTE_WORKFLOW, REPAIR_ORDER_WORKFLOW } from '@aerosupply/shared/repair/workflow';
import { SAP_SYNC_WORKFLOW } from '@aerosupply/shared/sap-sync/workflow';
import { AWARD_WORKFLOW } from '@aerosupply/shared/sourcing/award';
import { PARTICIPATION_WORKFLOW, QUOTATION_SAP_WORKFLOW, QUOTATION_WORKFLOW, REQUIREMENT_WORKFLOW, RFX_APPROVAL_WORKFLOW, RFX_WORKFLOW } from '@aerosupply/shared/sourcing/workflow';
import { EMPLOYEE_REQUEST_WORKFLOW, EMPLOYEE_WORKFLOW } from '@aerosupply/shared/supplier-accounts/workflow';
import { FORWARDER_COMPANY_WORKFLOW } from '@aerosupply/shared/forwarder-companies/workflow';
import { CONTROL_WORKFLOW, FREEZE_REQUEST_WORKFLOW } from '@aerosupply/shared/supplier-control/workflow';
import { PROFILE_CODE_LISTS } from '@aerosupply/shared/supplier-profile/codes';
import { CHANGE_WORKFLOW } from '@aerosupply/shared/supplier-profile/workflow';
import { APPROVAL_TASK_WORKFLOW, REVIEW_STATUS_WORKFLOW, REVIEW_WORKFLOW } from '@aerosupply/shared/supplier-review/workflow';
import { WEBHOOK_DELIVERY_WORKFLOW } from '@aerosupply/shared/webhooks/workflow';
import { FORMULA_CODES, FORMULAS, SCORE_GROUPS } from '@aerosupply/shared/supplier-scorecard/formulas';
import { PERIOD_KINDS } from '@aerosupply/shared/supplier-scorecard/grading';

const here = fileURLToPath(new URL('.', import.meta.url));
const sharedSrc = join(here, '../../../../packages/shared/src');
const LANGS = ['zh-CN', 'en-US'] as const;

// Catalogues flattened to `<file name>.<nested key>`, as locales.test loads them.
function flatten(value: unknown, prefix: string, out: Map<string, unknown>): Map<string, unknown> {
  if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) flatten(child, `${prefix}.${key}`, out);
  else out.set(prefix, value);
  return out;
}

function load(lang: string): Map<string, unknown> {
  const dir = join(here, lang);
  const all = new Map<string, unknown>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) flatten(JSON.parse(readFileSync(join(dir, file), 'utf8')), file.slice(0, -'.json'.length), all);
  return all;
}

const texts = LANGS.map((lang) => [lang, load(lang)] as const);

/** `<lang>: <key>` for each language without a non-empty text at `key`. */
const missingTexts = (keys: Iterable<string>): string[] =>
  [...keys].flatMap((key) => texts.filter(([, t]) => String(t.get(key) ?? '').trim() === '').map(([lang]) => `${lang}: ${key}`));

interface AnyWorkflow {
  name: string;
  states: readonly string[];
  actions: readonly string[];
}

/** The web reads `<prefix>.<action>` for every action but `except` (actions it never names there). */
type ActionLabels = string | { prefix: string; except: readonly string[] };
const but = (prefix: string, ...except: string[]): ActionLabels => ({ prefix, except });

interface WorkflowLabels {
  workflow: AnyWorkflow;
  /** Prefixes the web reads `<prefix>.<state>` from. */
  states: readonly string[];
  /** Empty when the web names no action by `<prefix>.<action>`: its buttons use literal keys, which locales.test checks. */
  actions: readonly ActionLabels[];
}

// `view` changes nothing, so no history or timeline entry ever names it; a deleted record has no page showing its history.
const WORKFLOW_LABELS: readonly WorkflowLabels[] = [
  // OrderList/OrderDetailView: StatusTag orders.status, buttons orders.actions (a request's answer is orders.actions.answer; `complete` is the receipt's, no button, D-480), history t(`orders.history.${v}`).
  // The writes behind answers, new versions and an order's end (D-810) are offered to no one and written in history as the person's action.
  {
    workflow: ORDER_WORKFLOW,
    states: ['orders.status'],
    actions: [
      but('orders.actions', 'accept_request', 'refuse_request', 'complete', 'accept_rejection', 'accept_cancellation', 'back_to_new', 'back_to_acknowledged', 'new_version'),
      but('orders.history', 'view', 'accept_rejection', 'accept_cancellation', 'back_to_new', 'back_to_acknowledged'),
    ],
  },
  // OrderDetailView: the requests' StatusTag orders.requestStatus; the buyer answers with the order's accept_request / refuse_request.
  { workflow: ORDER_REQUEST_WORKFLOW, states: ['orders.requestStatus'], actions: [] },
  // OrderDetailView items table: StatusTag orders.itemStatus; item buttons are literal (orders.actions.acknowledge_item), answers land in the order history.
  { workflow: ORDER_ITEM_WORKFLOW, states: ['orders.itemStatus'], actions: [] },
  // AgreementList/AgreementDetailView: StatusTag agreements.status, buttons agreements.actions (activate and expire are the daily job's), history t(`agreements.history.${h.action}`).
  { workflow: AGREEMENT_WORKFLOW, states: ['agreements.status'], actions: [but('agreements.actions', 'activate', 'expire'), but('agreements.history', 'view')] },
  // AllotActions/StepDialog: t(`allotment.actions.${action}`); AllotDetailPage: allotment.status and t(`allotment.history.${h.action}`).
  { workflow: ALLOT_WORKFLOW, states: ['allotment.status'], actions: ['allotment.actions', but('allotment.history', 'view')] },
  // BlacklistPage: RequestStatusTag (suppliers.requestStatus); its history uses its own verbs (suppliers.blacklistAction.insert/update/...).
  { workflow: BLACKLIST_WORKFLOW, states: ['suppliers.requestStatus'], actions: [] },
  // CapabilitiesPage: capabilities.status; CapabilityReviewPage: suppliers.capabilityStatus, t(`suppliers.capabilities.${decision}`); SupplierTimeline: suppliers.events.
  {
    workflow: CAPABILITY_WORKFLOW,
    states: ['capabilities.status', 'suppliers.capabilityStatus'],
    actions: [but('suppliers.capabilities', 'view', 'edit', 'submit'), but('suppliers.events', 'view', 'edit')],
  },
  // EvaluationsPage/EvaluationDetailPage: evaluations.status, buttons evaluations.actions, t(`evaluations.history.${h.action}`) (saving answers writes no history).
  { workflow: EVALUATION_WORKFLOW, states: ['evaluations.status'], actions: ['evaluations.actions', but('evaluations.history', 'view', 'answer')] },
  // BillsPage/BillDetailPage: freight-bills.status, buttons freight-bills.actions, t(`freight-bills.history.${h.action}`).
  { workflow: FREIGHT_BILL_WORKFLOW, states: ['freight-bills.status'], actions: ['freight-bills.actions', but('freight-bills.history', 'view', 'delete')] },
  // ImportHistory: imports.status; ImportDialog: imports.actions.commit (cancel happens silently when the dialog closes).
  { workflow: IMPORT_WORKFLOW, states: ['imports.status'], actions: [but('imports.actions', 'cancel')] },
  // InvitationsPage: invitations.status, buttons invitations.actions (edit and delete use common.actions).
  { workflow: INVITATION_WORKFLOW, states: ['invitations.status'], actions: [but('invitations.actions', 'edit', 'delete', 'register')] },
  // ShipmentList/ShipmentDetailPage: logistics.status, t(`logistics.actions.${a}`), t(`logistics.event.${e.action}`) (the system actions are offered to no one and
  // name no timeline entry: a finished pick-up is the pick-up's entry, an allotment's step is `allotment.<action>`, D-790).
  { workflow: SHIPMENT_WORKFLOW, states: ['logistics.status'], actions: [but('logistics.actions', ...SYSTEM_SHIPMENT_ACTIONS), but('logistics.event', 'view', ...SYSTEM_SHIPMENT_ACTIONS)] },
  // DespatchPage: Tag logistics.despatch.state; its buttons use literal keys (logistics.despatch.viewShipment, common.actions.edit, logistics.despatch.withdraw).
  { workflow: DESPATCH_WORKFLOW, states: ['logistics.despatch.state'], actions: [] },
  // OutboxPage/OutboxMessageDrawer: admin.outbox.status, buttons admin.outbox.actions (deliver and fail are the job's).
  { workflow: OUTBOX_WORKFLOW, states: ['admin.outbox.status'], actions: [but('admin.outbox.actions', 'deliver', 'fail')] },
  // OutsideListPage/OutsideDetailPage: outside-flows.status, t(`outside-flows.actions.${action}`), t(`outside-flows.history.${h.action}`).
  { workflow: OUTSIDE_WORKFLOW, states: ['outside-flows.status'], actions: ['outside-flows.actions', but('outside-flows.history', 'view', 'delete')] },
  // PriceRoundsPage/PriceRoundDetailPage: repair.roundStatus; closing is the literal repair.actions.closeRound.
  { workflow: ROUND_WORKFLOW, states: ['repair.roundStatus'], actions: [] },
  // OrderDetail/BillsPage: repair.billStatus; the bill's buttons are literal (repair.actions.approveBill, rejectBill, enterBill), reopen is internal.
  { workflow: REPAIR_BILL_WORKFLOW, states: ['repair.billStatus'], actions: [] },
  // OrderDetail CoreCard: t(`repair.core.${k}`) with k = statuses.<status>; its buttons are literal (repair.core.send, receive).
  { workflow: CORE_WORKFLOW, states: ['repair.core.statuses'], actions: [] },
  // InquiriesPage/InquiryDetailPage: repair.inquiryStatus, close button repair.actions.close.
  { workflow: INQUIRY_WORKFLOW, states: ['repair.inquiryStatus'], actions: [but('repair.actions', 'view')] },
  // Supplier quote pages: repair.quoteStatus, buttons repair.actions (save is repair.actions.hold, no_offer repair.actions.noOffer).
  { workflow: QUOTE_WORKFLOW, states: ['repair.quoteStatus'], actions: [but('repair.actions', 'save', 'no_offer')] },
  // OrderDetail/OrdersPage: repair.orderStatus; the to_<status> actions are offered as their target status (checked as states), the rest are literal buttons.
  { workflow: REPAIR_ORDER_WORKFLOW, states: ['repair.orderStatus'], actions: [] },
  // SapSyncPage: suppliers.requestStatus, retry button suppliers.sap.retry.
  { workflow: SAP_SYNC_WORKFLOW, states: ['suppliers.requestStatus'], actions: [but('suppliers.sap', 'synchronize', 'fail')] },
  // AwardPage: StatusTag award.status, buttons award.actions.
  { workflow: AWARD_WORKFLOW, states: ['award.status'], actions: ['award.actions'] },
  // RfxDetailPage/SupplierRfxListPage: sourcing.participation; useAnswerActions: sourcing.bid.participate, decline (expire and participate_by_submitting are the deadline job's and the submission's).
  { workflow: PARTICIPATION_WORKFLOW, states: ['sourcing.participation'], actions: [but('sourcing.bid', 'expire', 'participate_by_submitting')] },
  // QuotationsCard/RfxDetailPage: t(`sourcing.sap.${v}`); the retry button is the literal sourcing.sapRetry.retry.
  { workflow: QUOTATION_SAP_WORKFLOW, states: ['sourcing.sap'], actions: [] },
  // QuotationEditorPage/QuotationsCard: sourcing.quoteStatus, buttons sourcing.quote.submit, revise (save is sourcing.quote.saveDraft).
  { workflow: QUOTATION_WORKFLOW, states: ['sourcing.quoteStatus'], actions: [but('sourcing.quote', 'save', 'close_not_quoted', 'close_back_to_submitted')] },
  // RequirementsPage/RequirementDetailPage: sourcing.status, buttons sourcing.actions.
  { workflow: REQUIREMENT_WORKFLOW, states: ['sourcing.status'], actions: [but('sourcing.actions', 'link', 'unlink')] },
  // RfxListPage/RfxDetailPage: sourcing.rfxStatus; useRfxActions: sourcing.actions (open_at_time is the opening job's).
  { workflow: RFX_WORKFLOW, states: ['sourcing.rfxStatus'], actions: [but('sourcing.actions', 'open_at_time')] },
  // RfxListPage/RfxDetailPage: StatusTag sourcing.approvalStatus; the buttons are RFX_WORKFLOW's (reset_approval is the save of an approved draft).
  { workflow: RFX_APPROVAL_WORKFLOW, states: ['sourcing.approvalStatus'], actions: [but('sourcing.actions', 'reset_approval')] },
  // EmployeesPage: supplierAccounts.status, buttons supplierAccounts.actions (edit uses common.actions.edit).
  { workflow: FORWARDER_COMPANY_WORKFLOW, states: ['forwarderCompanies.status'], actions: ['forwarderCompanies.actions'] },
  { workflow: EMPLOYEE_WORKFLOW, states: ['supplierAccounts.status'], actions: [but('supplierAccounts.actions', 'edit')] },
  // EmployeesPage requests tab: supplierAccounts.requestStatus, buttons supplierAccounts.requests.approve, refuse.
  { workflow: EMPLOYEE_REQUEST_WORKFLOW, states: ['supplierAccounts.requestStatus'], actions: ['supplierAccounts.requests'] },
  // WebhooksPage delivery log: webhooks.deliveryStatus, the button webhooks.deliveries.replay (deliver and fail are the job's).
  { workflow: WEBHOOK_DELIVERY_WORKFLOW, states: ['webhooks.deliveryStatus'], actions: [but('webhooks.deliveries', 'deliver', 'fail')] },
  // ControlPage: t(`suppliers.controlActions.${verb}`); FreezePage: t(`suppliers.freezeKind.${kind}`) for a freeze or unfreeze, whose timeline entries are <kind>_requested etc.
  {
    workflow: CONTROL_WORKFLOW,
    states: ['suppliers.controlStatus'],
    actions: [but('suppliers.controlActions', 'freeze', 'unfreeze'), but('suppliers.freezeKind', 'suspend', 'unsuspend', 'delete'), but('suppliers.events', 'freeze', 'unfreeze')],
  },
  // FreezePage: RequestStatusTag, t(`suppliers.actions.${decision}`) and suppliers.actions.edit, withdraw.
  { workflow: FREEZE_REQUEST_WORKFLOW, states: ['suppliers.requestStatus'], actions: ['suppliers.actions'] },
  // supplier-profile ChangesPage: supplierProfile.changeStatus; suppliers ChangesPage: RequestStatusTag, t(`suppliers.actions.${decision}`); SupplierTimeline: suppliers.events.
  { workflow: CHANGE_WORKFLOW, states: ['supplierProfile.changeStatus', 'suppliers.requestStatus'], actions: ['suppliers.actions', but('suppliers.events', 'view')] },
  // Buyer pages: suppliers.reviewStatus, t(`suppliers.reviewActions.${tr.action}`), SupplierTimeline suppliers.events; supplier InfoPage/WizardPage and SupRegisterEditPage their own status keys.
  {
    workflow: REVIEW_WORKFLOW,
    states: ['suppliers.reviewStatus', 'supplierProfile.reviewStatus', 'onboarding.reviewStatus'],
    actions: ['suppliers.reviewActions', 'suppliers.events'],
  },
  // The review status column's flow (the supplier's submit/resubmit, then the chain): SupplierTimeline suppliers.events.
  { workflow: REVIEW_STATUS_WORKFLOW, states: ['suppliers.reviewStatus'], actions: ['suppliers.events'] },
  // Review detail's approval tasks: RequestStatusTag (suppliers.requestStatus), decided by the chain's steps.
  { workflow: APPROVAL_TASK_WORKFLOW, states: ['suppliers.requestStatus'], actions: ['suppliers.actions'] },
];

const prefixOf = (labels: ActionLabels) => (typeof labels === 'string' ? labels : labels.prefix);
const exceptOf = (labels: ActionLabels) => (typeof labels === 'string' ? [] : labels.except);

/** Every workflow object exported by a packages/shared file that calls defineWorkflow. */
async function sharedWorkflows(): Promise<AnyWorkflow[]> {
  const files = (function walk(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return walk(path);
      return name.endsWith('.ts') && !name.endsWith('.test.ts') && readFileSync(path, 'utf8').includes('defineWorkflow<') ? [path] : [];
    });
  })(sharedSrc);
  const found = new Set<AnyWorkflow>();
  for (const file of files) {
    const exports = (await import(file)) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      const w = value as Partial<AnyWorkflow & { transitions: unknown }>;
      if (w && typeof w === 'object' && typeof w.name === 'string' && Array.isArray(w.states) && Array.isArray(w.transitions)) found.add(w as AnyWorkflow);
    }
  }
  return [...found];
}

describe('workflow labels: every state and action the web names by key exists in both languages', () => {
  it('every workflow of packages/shared has a row here', async () => {
    const names = (await sharedWorkflows()).map((w) => w.name);
    const rows = WORKFLOW_LABELS.map((row) => row.workflow.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((n) => !rows.includes(n)), 'workflows without a row').toEqual([]);
    expect(rows.filter((n) => !names.includes(n)), 'rows of no shared workflow').toEqual([]);
  });

  for (const { workflow, states, actions } of WORKFLOW_LABELS) {
    it(workflow.name, () => {
      // An exception naming no action of the workflow is a typo or a renamed action.
      expect(actions.flatMap(exceptOf).filter((a) => !workflow.actions.includes(a)), 'unknown actions in except').toEqual([]);
      const keys = [
        ...states.flatMap((prefix) => workflow.states.map((s) => `${prefix}.${s}`)),
        ...actions.flatMap((labels) => workflow.actions.filter((a) => !exceptOf(labels).includes(a)).map((a) => `${prefixOf(labels)}.${a}`)),
      ];
      expect(missingTexts(keys)).toEqual([]);
    });
  }
});

const isCodeItem = (v: unknown): v is codeTables.CodeItem => !!v && typeof v === 'object' && 'code' in v && 'zh' in v && 'en' in v;

// Code lists the web labels with t(`<prefix>.<list>.<code>`) instead of a CodeItem's zh/en.
const CATALOGUE_CODE_LISTS: readonly { prefix: string; lists: Record<string, readonly string[]> }[] = [
  // supplier-profile fields.tsx, decode.ts, ChildTable.tsx; suppliers SupplierSections (qualificationType).
  { prefix: 'supplierProfile.codes', lists: PROFILE_CODE_LISTS },
  // repair components/codes.ts codeOptions/codeLabel, with the table names its callers pass; AwardPage (certificate, condition).
  {
    prefix: 'repair.code',
    lists: {
      certificate: [...CERTIFICATE_TYPES, ...RETURN_DOCUMENT_TYPES], condition: CONDITION_CODES, equipmentType: EQUIPMENT_TYPES, materialGroup: MATERIAL_GROUPS,
      pricing: PRICING_METHODS, priority: REPAIR_PRIORITIES, process: PROCESS_CODES, warranty: WARRANTY_CODES, outcome: RETURN_OUTCOMES, serialReturn: SERIAL_RETURN_CODES,
    },
  },
  // agreements AgreementDetailView, AgreementEditPage: t(`agreements.contractType.${c}`) (the code table's codes, D-474).
  { prefix: 'agreements', lists: { contractType: CONTRACT_TYPE_CODES } },
  // repair OrderDetail: t(`repair.kind.${o.kind}`).
  { prefix: 'repair', lists: { kind: ORDER_KINDS } },
  // freight-bills components/labels.ts useCodeLabel; ReportDPage (transportMode).
  { prefix: 'freight-bills.code', lists: Object.fromEntries(Object.entries(FREIGHT_CODE_LABELS).map(([list, labels]) => [list, Object.keys(labels)])) },
  // logistics ShipmentFormPage/ShipmentDetailPage: t(`logistics.businessType.${code}`) for BUSINESS_TYPES of codes/tables.ts.
  { prefix: 'logistics', lists: { businessType: codeTables.BUSINESS_TYPES.map((b) => b.code) } },
  // allotment AllotFormPage/AllotListPage/AllotDetailPage: t(`allotment.priority.${p}`).
  { prefix: 'allotment', lists: { priority: ALLOT_PRIORITIES } },
  // supplier-scorecard ScorecardPanel, EvidenceDialog, SettingsPage, RankingPage: formula names and explanations, groups, period kinds, the parameters of formulas having one.
  {
    prefix: 'scorecard',
    lists: { formula: FORMULA_CODES, explain: FORMULA_CODES, group: SCORE_GROUPS, kind: PERIOD_KINDS, param: FORMULA_CODES.filter((c) => FORMULAS[c].param) },
  },
];

describe('code tables: every value has a label in both languages', () => {
  const codeItemTables = Object.entries(codeTables).filter((entry): entry is [string, codeTables.CodeItem[]] => Array.isArray(entry[1]) && entry[1].length > 0 && entry[1].every(isCodeItem));

  it('finds every table of CODE_TABLES among the exported CodeItem[] arrays', () => {
    const found = new Set(codeItemTables.map(([, table]) => table));
    expect(Object.entries(codeTables.CODE_TABLES).filter(([, table]) => !found.has(table)).map(([name]) => name)).toEqual([]);
  });

  for (const [name, table] of codeItemTables) {
    it(`${name}: every entry has a zh and an en label`, () => {
      expect(table.filter((e) => e.zh.trim() === '' || e.en.trim() === '').map((e) => e.code)).toEqual([]);
    });
  }

  for (const { prefix, lists } of CATALOGUE_CODE_LISTS) {
    it(`${prefix}: every code of every list has its catalogue key`, () => {
      expect(Object.keys(lists).length).toBeGreaterThan(0);
      expect(missingTexts(Object.entries(lists).flatMap(([list, codes]) => codes.map((code) => `${prefix}.${list}.${code}`)))).toEqual([]);
    });
  }
});
