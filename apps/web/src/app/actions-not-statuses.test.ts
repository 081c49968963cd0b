/**
 * The web decides what a user may do from the record's `actions`, never by comparing statuses
 * (issue 30 item 2; ARCHITECTURE "How to add a status", step 3). Every status comparison in
 * apps/web/src must be listed in DISPLAY, comparisons that only choose how to show something (a colour,
 * a step, a reason's alert, a form field of the status the user picked); any other comparison fails,
 * and an entry whose line is gone fails too, so the list stays exact.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));
/** The comparisons looked for (the grep of issue 30 item 2). */
const STATUS_COMPARISON = /status ?[!=]==? ?'|Status ?[!=]==? ?'|includes\(.*status/;

interface Allowed {
  /** Path under apps/web/src. */
  file: string;
  /** A piece of the line, enough to tell it from the file's other lines. */
  code: string;
  why: string;
}

const DISPLAY: Allowed[] = [
  { file: 'components/UploadField.tsx', code: "f.status === 'uploading'", why: "antd Upload's own file status, not a record's" },
  { file: 'components/UploadField.tsx', code: "f.status === 'done'", why: "antd Upload's own file status, not a record's" },
  { file: 'modules/forwarder-evaluations/pages/EvaluationDetailPage.tsx', code: "e.status === 'returned' && e.returnReason", why: 'shows the return reason while returned' },
  { file: 'modules/agreements/components/AgreementDetailView.tsx', code: "a.status === 'refused' && a.refuseReason", why: 'shows the refusal reason' },
  { file: 'modules/agreements/components/AgreementDetailView.tsx', code: "a.status === 'cancelled' && a.cancelReason", why: 'shows the cancellation reason' },
  { file: 'modules/agreements/pages/AgreementEditPage.tsx', code: 'VERSIONED_EDIT_STATES.includes(existing.status)', why: 'tells that saving makes a new version (the edit itself is the record’s `edit` action)' },
  { file: 'modules/freight-bills/pages/BillDetailPage.tsx', code: "b.status === 'returned' && b.reviewComment", why: 'shows the return comment while returned' },
  { file: 'modules/allotment/pages/AllotDetailPage.tsx', code: "['rejected', 'voided'].includes(a.status)", why: 'shows the last note of a rejected or voided allotment' },
  { file: 'modules/repair/components/OrderDetail.tsx', code: "v.status === 'under_repair'", why: 'the target status the user picked from the server’s nextStatuses; staff approval of the quotation has its own route' },
  { file: 'modules/repair/components/OrderDetail.tsx', code: "(status === 'repair_finished' || status === 'shipped')", why: 'form fields of the target status picked from nextStatuses' },
  { file: 'modules/repair/components/OrderDetail.tsx', code: "status === 'shipped' && o.kind === 'repair'", why: 'form fields of the target status picked from nextStatuses' },
  { file: 'modules/repair/components/OrderDetail.tsx', code: "{status === 'shipped' && (", why: 'form fields of the target status picked from nextStatuses' },
  { file: 'modules/repair/components/CoreCard.tsx', code: "core.status === 'received' ? 'green'", why: 'tag colour' },
  { file: 'modules/repair/pages/PriceRoundsPage.tsx', code: "r.expired && r.status === 'sent'", why: 'marks an overdue deadline orange' },
  { file: 'modules/repair/pages/InquiriesPage.tsx', code: "r.expired && r.status === 'sent'", why: 'marks an overdue deadline orange' },
  { file: 'modules/suppliers/pages/FreezePage.tsx', code: "r.status === 'rejected' || r.status === 'withdrawn'", why: 'the steps bar shows an error' },
  { file: 'modules/suppliers/pages/FreezePage.tsx', code: "current={r.status === 'pending' ? 1 : 2}", why: 'which step is highlighted' },
  { file: 'modules/suppliers/pages/FreezePage.tsx', code: "r.status === 'approved' ? 'finish' : 'process'", why: 'the steps bar’s state' },
  { file: 'modules/suppliers/pages/FreezePage.tsx', code: "content: r.status === 'pending' ? ''", why: 'the last step’s text' },
  { file: 'modules/suppliers/pages/ReviewDetailPage.tsx', code: "includes(r.reviewStatus) ? 'error'", why: 'the steps bar’s state' },
  { file: 'modules/sourcing/pages/QuotationEditorPage.tsx', code: "q.status === 'submitted' && <Alert", why: 'the sealed note of a submitted quotation' },
  { file: 'modules/sourcing/pages/RfxListPage.tsx', code: "r.approvalStatus !== 'none' && <StatusTag", why: 'the approval tag of an unreleased RFx' },
  { file: 'modules/sourcing/pages/RfxDetailPage.tsx', code: "r.status === 'not_released' && r.approval.required && <StatusTag", why: 'the approval tag of an unreleased RFx' },
  { file: 'modules/sourcing/pages/RfxDetailPage.tsx', code: "(r.approval.required || r.approvalStatus !== 'none')", why: 'the approval card' },
  { file: 'modules/sourcing/pages/RfxDetailPage.tsx', code: "r.status !== 'not_released' && (", why: 'opens the bidder contacts, which exist once released; who may be reminded is each bidder’s `remindable`' },
  { file: 'modules/sourcing/pages/RfxDetailPage.tsx', code: "r.status !== 'not_released' && <QuotationsCard", why: 'the quotations section of a released RFx (prices shown once opened)' },
  { file: 'modules/sourcing/pages/RfxDetailPage.tsx', code: "r.status === 'completed' && <OpeningLogCard", why: 'the opening log of an opened RFx' },
  { file: 'modules/sourcing/pages/RfxDetailPage.tsx', code: "{r.status === 'completed' && (", why: 'opens the comparison, which exists once opened; what may be done there is the award state’s `canAward` and each award’s `actions`' },
  { file: 'modules/sourcing/pages/AwardPage.tsx', code: "r.status === 'completed' ? `/sourcing/rfx/${r.id}/award`", why: 'a round opens on its comparison once opened, else on its detail' },
  { file: 'modules/sourcing/components/award/NewRoundButton.tsx', code: "b.quotationStatus === 'submitted'", why: 'the new round’s default suppliers: those who quoted' },
  { file: 'modules/sourcing/pages/SupplierRfxDetailPage.tsx', code: "r.status === 'completed' && <OpeningLogCard", why: 'the opening log of an opened RFx' },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every line of apps/web/src comparing a status: `file:line  code`. */
function comparisons(): { file: string; line: number; code: string }[] {
  return sourceFiles(SRC).flatMap((path) => {
    const file = relative(SRC, path).split('\\').join('/');
    return readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((code, i) => (STATUS_COMPARISON.test(code) ? [{ file, line: i + 1, code: code.trim() }] : []));
  });
}

const covers = (a: Allowed, hit: { file: string; code: string }) => a.file === hit.file && hit.code.includes(a.code);

describe('actions, not statuses (issue 30 item 2)', () => {
  const hits = comparisons();

  it('compares a status only where listed (display only)', () => {
    const unlisted = hits.filter((h) => !DISPLAY.some((a) => covers(a, h))).map((h) => `${h.file}:${h.line}  ${h.code}`);
    expect(unlisted, "decide with the record's `actions` (or list a display-only comparison in DISPLAY)").toEqual([]);
  });

  it('lists no comparison that is gone', () => {
    const gone = DISPLAY.filter((a) => !hits.some((h) => covers(a, h))).map((a) => `${a.file}  ${a.code}`);
    expect(gone).toEqual([]);
  });

  it('lists each comparison once', () => {
    const twice = hits.filter((h) => DISPLAY.filter((a) => covers(a, h)).length > 1).map((h) => `${h.file}:${h.line}`);
    expect(twice).toEqual([]);
  });
});
