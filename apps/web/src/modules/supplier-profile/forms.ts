/**
 * Form helpers of the supplier data screens: cleaning form values into request bodies (nothing
 * lost, empty values left out) and client-side checks with the shared zod schemas, reported on
 * the form's fields with the server's message texts.
 */
import '@aerosupply/shared/supplier-profile/messages';
import '@aerosupply/shared/capabilities/messages';
import { allMessages } from '@aerosupply/shared/i18n/messages';
import type { FormInstance } from 'antd';
import type { ZodType } from 'zod';
import { SCROLL_TO_FIRST_ERROR } from '../../lib/forms';
import { messageOf } from '../onboarding';

/** Drops undefined, null and '' (spec 000 §5 empty check); list holes become empty rows. */
export function clean(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => (v === undefined || v === null ? {} : clean(v)));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (v === undefined || v === null || v === '') continue;
      out[k] = clean(v);
    }
    return out;
  }
  return typeof value === 'string' ? value.trim() : value;
}

export type NamePath = (string | number)[];
export interface FieldProblem {
  name: NamePath;
  errors: string[];
}

/** Checks `values` with `schema`; the problems by form field (first message per field). */
export function schemaProblems(schema: ZodType, values: unknown, prefix: NamePath = []): FieldProblem[] {
  const result = schema.safeParse(values);
  if (result.success) return [];
  const known = allMessages();
  const byPath = new Map<string, FieldProblem>();
  for (const issue of result.error.issues) {
    const name = [...prefix, ...issue.path.map((p) => (typeof p === 'number' ? p : String(p)))];
    const key = issue.message && known[issue.message] ? issue.message : issue.code === 'invalid_type' ? 'validation.required' : 'validation.invalid';
    const id = name.join('.');
    if (!byPath.has(id)) byPath.set(id, { name, errors: [messageOf(key)] });
  }
  return [...byPath.values()];
}

/** Puts the problems on the form and scrolls to the first; true when there were any. */
export function showProblems(form: FormInstance, problems: FieldProblem[]): boolean {
  if (problems.length === 0) return false;
  form.setFields(problems);
  form.scrollToField(problems[0]!.name, SCROLL_TO_FIRST_ERROR);
  return true;
}
