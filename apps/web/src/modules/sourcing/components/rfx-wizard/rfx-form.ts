/**
 * The RFx wizard's form as data: its steps, which step holds each field, and the one mapping each
 * way between the record (`RfxDetail`) and what the wizard edits, and between that and the `RfxInput`
 * it saves. An item's record -> input mapping is the shared `rfxItemInputOf` (the copy and further rounds use it too);
 * the header stays form values (dates as dayjs, the record's own values) rather than `rfxInputOf`'s input.
 */
import dayjs from 'dayjs';
import type { BidderCandidate, RfxDetail } from '@aerosupply/shared/sourcing/responses';
import { rfxItemInputOf } from '@aerosupply/shared/sourcing/rfx-input';
import { rfxBody, type RfxInput, type RfxItemInput as ItemInput } from '@aerosupply/shared/sourcing/schemas';
import type { FileItem } from '../../../../lib/upload';
import { cleanValues } from '../forms';

/** An item as the wizard keeps it (the requirement id typed). */
export type RfxItemInput = ItemInput & { requirementId?: number };
/** An invited bidder as the wizard lists it. */
export type WizardBidder = Pick<BidderCandidate, 'companyId' | 'vendorCode' | 'name' | 'nameEn'>;

export const STEPS = ['header', 'items', 'texts', 'bidders', 'review'] as const;
export const LAST_STEP = STEPS.length - 1;
/** The step holding each form field (to show a server error where it belongs). */
export const FIELD_STEP: Record<string, number> = { texts: 2, attachments: 2, team: 3, passwordHolderId: 3, bidders: 3, items: 1 };
/** The header fields checked before leaving the first step or saving. */
export const HEADER_REQUIRED = ['type', 'description', 'purchaseOrg'];
export const MOMENTS = ['deadlineAt', 'openingAt', 'technicalOpenAt'];
const DATES = ['firstDeliveryDate', 'lastDeliveryDate'];
export const FLAGS = ['allowRevision', 'showBudgetPrice', 'mustQuoteAll', 'consignment', 'acceptAlternatives', 'mustReply'] as const;

/** The fields the form holds: the body's, less what the page keeps beside the form (items, bidders). */
const FORM_FIELDS = Object.keys(rfxBody.shape).filter((k) => k !== 'items' && k !== 'bidders');

/**
 * A saved RFx as the wizard's form values (dates as dayjs, the team as user ids). Only the body's
 * fields: the form saves every value it holds, and the contract refuses the record's others (id, status, actions...).
 */
export function formValuesOf(r: RfxDetail): Record<string, unknown> {
  const record = r as unknown as Record<string, unknown>;
  const v: Record<string, unknown> = Object.fromEntries(FORM_FIELDS.filter((k) => k in record).map((k) => [k, record[k]]));
  for (const k of MOMENTS) v[k] = r[k as 'deadlineAt'] ? dayjs(r[k as 'deadlineAt']) : undefined;
  for (const k of DATES) v[k] = r[k as 'firstDeliveryDate'] ? dayjs(r[k as 'firstDeliveryDate']) : undefined;
  v.team = r.team.map((m) => m.userId);
  v.passwordHolderId = r.team.find((m) => m.passwordHolder)?.userId;
  return v;
}

/** The requirement numbers of a saved RFx's items, by requirement id. */
export const requirementNumbersOf = (r: RfxDetail): Record<number, string> =>
  Object.fromEntries(r.items.filter((i) => i.requirementId).map((i) => [i.requirementId!, i.requirementNumber ?? '']));

/** The answer's item as the wizard edits it: the shared mapping, keeping its requirement link and delivery dates. */
export const itemInput = (i: RfxDetail['items'][number]): RfxItemInput => rfxItemInputOf(i, { requirements: true, deliveryDates: true });

/** What the wizard saves: the form's values, its items and its bidders. */
export function rfxBodyOf(values: Record<string, unknown>, items: RfxItemInput[], bidders: WizardBidder[]): RfxInput {
  const { texts, attachments, team, ...header } = values;
  const clean = cleanValues(header, MOMENTS);
  for (const f of FLAGS) clean[f] = Boolean(values[f]);
  return {
    ...(clean as unknown as RfxInput),
    texts: ((texts as Record<string, unknown>[] | undefined) ?? []).map((x) => cleanValues(x)) as RfxInput['texts'],
    attachments: ((attachments as FileItem[] | undefined) ?? []).map((f) => f.fileKey),
    team: (team as number[] | undefined) ?? [],
    items,
    bidders: bidders.map((b) => b.companyId),
  };
}
