/**
 * What orders drew on an agreement (issue 25 item 6, D-611): per line, the ordered quantity and net
 * amount of the order items drawing on it (cancelled and rejected items draw nothing) and what
 * remains. Orders answer it beside the agreement's detail (D-843): agreements do not depend on orders.
 */
import type { AgreementDetail, AgreementDrawDown } from '@aerosupply/shared/agreements/schemas';
import type { AppDeps } from '../../platform/context';
import { round2 } from '../agreements';
import { consumedByAgreementLines } from './draw';

const round3 = (n: number) => Math.round(n * 1000) / 1000;

export async function drawDownOf(deps: AppDeps, detail: AgreementDetail): Promise<AgreementDrawDown> {
  const drawn = new Map((await consumedByAgreementLines(deps.db, [detail.id])).map((r) => [r.lineNo, r]));
  return {
    policy: deps.config.agreementDrawExcess,
    lines: detail.lines.map((l) => {
      const d = drawn.get(l.lineNo);
      const quantity = d?.quantity ?? 0;
      const amount = d?.amount ?? 0;
      return { lineNo: l.lineNo, orderedQuantity: round3(quantity), orderedAmount: round2(amount), remainingQuantity: round3(l.quantity - quantity), remainingAmount: round2(l.amount - amount), itemCount: d?.itemCount ?? 0 };
    }),
  };
}

/** The detail a route answers, with its draw-down. */
export async function withDrawDown(deps: AppDeps, detail: Promise<AgreementDetail>): Promise<AgreementDetail> {
  const d = await detail;
  return { ...d, drawDown: await drawDownOf(deps, d) };
}
