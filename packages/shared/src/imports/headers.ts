/**
 * Header matching of imported workbooks (docs/spec-decisions.md D-111): a header cell names a
 * column by its title in either language or by the column's key, compared after normalising
 * (Unicode NFKC so full-width letters and brackets equal half-width ones, case, spaces, and the
 * `*` that marks required columns in the templates). So a zh template and an en template both
 * import, and so does a sheet whose header mixes the two.
 */

/** The comparable form of a header text. */
export function normalizeTitle(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\s+/g, ' ')
    .replace(/^[\s*]+|[\s*]+$/g, '')
    .toLowerCase();
}

export interface HeaderColumn {
  key: string;
  /** Every title the column answers to (zh, en). */
  titles: readonly string[];
  required: boolean;
}

export interface HeaderMatch {
  /** Column key -> 0-based index of its header cell. */
  index: Record<string, number>;
  /** Required columns with no header cell. */
  missing: string[];
  /** Columns named by more than one header cell. */
  duplicates: string[];
  /** 0-based indexes of non-blank header cells that name no column (ignored). */
  ignored: number[];
}

/** Matches the header row's cells (blank cells as null or '') to the columns. */
export function matchHeaders(columns: readonly HeaderColumn[], headers: readonly (string | null | undefined)[]): HeaderMatch {
  const byTitle = new Map<string, string>();
  for (const c of columns) for (const title of [c.key, ...c.titles]) byTitle.set(normalizeTitle(title), c.key);
  const index: Record<string, number> = {};
  const duplicates = new Set<string>();
  const ignored: number[] = [];
  headers.forEach((cell, i) => {
    const text = normalizeTitle(cell ?? '');
    if (!text) return;
    const key = byTitle.get(text);
    if (key === undefined) ignored.push(i);
    else if (key in index) duplicates.add(key);
    else index[key] = i;
  });
  const missing = columns.filter((c) => c.required && !(c.key in index)).map((c) => c.key);
  return { index, missing, duplicates: [...duplicates], ignored };
}
