/**
 * An accepted item change and the item's delivery lines (issue 14 item 3, D-292): a new quantity is
 * split over the lines in proportion to their present quantities (largest remainder, in whole
 * units when every line and the new quantity are whole, else in thousandths), so the lines add up
 * to the item exactly; a line whose share rounds to nothing is dropped (at least one stays). A new
 * ship date moves every line's need-by date by the same number of days as the item's date. The
 * original need-by date of each kept line never changes.
 */

export interface ScalableLine {
  quantity: number;
  needByDate: string;
}

const DAY = 86_400_000;
const dayNo = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY;
const isoOf = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

/** Days from `from` to `to` (ISO dates). */
export const daysBetween = (from: string, to: string): number => Math.round(dayNo(to) - dayNo(from));
export const addDays = (iso: string, days: number): string => isoOf(dayNo(iso) + days);

/**
 * The lines' new quantities and dates. Returns one entry per input line, in order; `null` for a
 * line that drops out (its share is zero).
 */
export function rescaleLines<T extends ScalableLine>(lines: readonly T[], change: { oldQuantity: number; newQuantity: number; oldShipDate: string; newShipDate: string }): (T | null)[] {
  if (lines.length === 0) return [];
  const shift = daysBetween(change.oldShipDate, change.newShipDate);
  const moved = lines.map((l) => (shift === 0 ? l : { ...l, needByDate: addDays(l.needByDate, shift) }));
  if (Math.abs(change.newQuantity - change.oldQuantity) < 0.0005) return moved;
  const whole = Number.isInteger(change.newQuantity) && lines.every((l) => Number.isInteger(l.quantity));
  const unit = whole ? 1 : 1000;
  const target = Math.round(change.newQuantity * unit);
  const sum = lines.reduce((s, l) => s + l.quantity, 0);
  const exact = lines.map((l) => (sum > 0 ? (l.quantity / sum) * target : target / lines.length));
  const floors: number[] = exact.map((v) => Math.floor(v));
  let left = target - floors.reduce((s, v) => s + v, 0);
  // Largest remainder first; ties go to the earlier line.
  const order = exact.map((v, i) => ({ i, r: v - floors[i]! })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  // Every unit on nothing (a tiny new quantity): the first line takes it all.
  if (!floors.some((v) => v > 0)) floors[0] = target;
  return moved.map((l, i) => (floors[i]! > 0 ? { ...l, quantity: floors[i]! / unit } : null));
}
