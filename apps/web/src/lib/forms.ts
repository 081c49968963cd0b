/**
 * Form behaviours of spec 000 §5, §8, §9: failed submits scroll smoothly to the first field in
 * error, server validation errors land on their fields, submits are guarded for 2000 ms, and saves
 * confirm with 'Operation succeeded'.
 */
import { useCallback, useRef, useState } from 'react';
import type { FormInstance } from 'antd';
import { CLICK_GUARD_MS, SCROLL_TO_FIRST_ERROR } from './constants';
import { isApiError } from './api/client';
import { showError, showSuccess, showWarning } from './feedback';
import { i18n } from './i18n';

// Kept in constants so the entry's providers need not load this module.
export { SCROLL_TO_FIRST_ERROR };

type NamePath = (string | number)[];

/** A server field path on a form name: `aliases` maps a request field the form shows under another name (e.g. `periodFrom` → the `period` range). */
export function toNamePath(path: string, aliases: Readonly<Record<string, string>> = {}): NamePath {
  const trimmed = path.replace(/^(body|query|params)\./, '');
  const name: NamePath = trimmed.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const alias = aliases[trimmed] ?? (typeof name[0] === 'string' ? aliases[name[0]] : undefined);
  if (alias === undefined) return name;
  return aliases[trimmed] !== undefined ? [alias] : [alias, ...name.slice(1)];
}

/**
 * Puts the server's `fields` errors (`[{path, message}]`) on the form's fields and scrolls to the
 * first; returns false when the error carries no field errors.
 */
export function applyFieldErrors(form: FormInstance, error: unknown, aliases: Readonly<Record<string, string>> = {}): boolean {
  if (!isApiError(error) || error.fields.length === 0) return false;
  const byName = new Map<string, { name: NamePath; errors: string[] }>();
  for (const field of error.fields) {
    const name = toNamePath(field.path, aliases);
    const key = name.join('.');
    const entry = byName.get(key) ?? { name, errors: [] };
    entry.errors.push(field.message);
    byName.set(key, entry);
  }
  const entries = [...byName.values()];
  form.setFields(entries);
  const first = entries[0];
  if (first) form.scrollToField(first.name, SCROLL_TO_FIRST_ERROR);
  return true;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/** The field paths a form's `onValuesChange` reports as changed (arrays of rows are walked, arrays of values are one field). */
export function changedPaths(changed: unknown, prefix: NamePath = []): NamePath[] {
  if (isPlainObject(changed)) return Object.entries(changed).flatMap(([k, v]) => changedPaths(v, [...prefix, k]));
  if (Array.isArray(changed) && changed.some((v) => isPlainObject(v) || Array.isArray(v))) {
    const out: NamePath[] = [prefix];
    changed.forEach((v, i) => out.push(...changedPaths(v, [...prefix, i])));
    return out;
  }
  return [prefix];
}

const startsWith = (name: NamePath, prefix: NamePath) => prefix.length <= name.length && prefix.every((p, i) => String(p) === String(name[i]));

/**
 * For `onValuesChange`: the errors of the fields the user just edited (and of the rows under an
 * edited list) are cleared at once, since a field without rules is otherwise only re-checked on
 * the next save. A rule's own check runs after this and may set its error again.
 */
export function clearEditedErrors(form: FormInstance, changed: unknown): void {
  const edited = changedPaths(changed);
  const stale = form.getFieldsError().filter((f) => f.errors.length > 0 && edited.some((p) => startsWith(f.name as NamePath, p)));
  if (stale.length) form.setFields(stale.map((f) => ({ name: f.name, errors: [] })));
}

export interface SubmitOptions {
  /** Form whose fields receive server validation errors. */
  form?: FormInstance;
  /** Show 'Operation succeeded' (true) or this text after success. */
  success?: boolean | string;
  /** Guard window; defaults to CLICK_GUARD_MS (2000 ms). */
  guardMs?: number;
  /** Request fields shown under another form name, e.g. `{ periodFrom: 'period', periodTo: 'period' }` for a date range. */
  fieldAliases?: Readonly<Record<string, string>>;
}

export interface Submit<TArgs extends unknown[], TResult> {
  run: (...args: TArgs) => Promise<TResult | undefined>;
  pending: boolean;
  /** The last failure that is not about one field (shown in the form's alert), null after a success or a new try. */
  problem: string | null;
  /** Starts a new form session (a dialog opening): no problem shown, and the click guard forgotten. */
  reset: () => void;
}

/**
 * Wraps a save action: refuses a second run within 2000 ms ('You are clicking too fast'), tracks
 * `pending`, maps server field errors onto `form`, keeps other failures as `problem`, and confirms
 * success.
 */
export function useSubmit<TArgs extends unknown[], TResult>(action: (...args: TArgs) => Promise<TResult>, options: SubmitOptions = {}): Submit<TArgs, TResult> {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = useRef(false);
  const last = useRef(0);
  const actionRef = useRef(action);
  actionRef.current = action;
  const { form, success, guardMs = CLICK_GUARD_MS, fieldAliases } = options;

  const run = useCallback(
    async (...args: TArgs): Promise<TResult | undefined> => {
      const now = Date.now();
      if (busy.current || now - last.current < guardMs) {
        showWarning(i18n.t('common.messages.tooFast'));
        return undefined;
      }
      last.current = now;
      busy.current = true;
      setPending(true);
      setProblem(null);
      try {
        const result = await actionRef.current(...args);
        if (success) showSuccess(typeof success === 'string' ? success : i18n.t('common.messages.saved'));
        return result;
      } catch (err) {
        if (form && applyFieldErrors(form, err, fieldAliases)) return undefined;
        if (isApiError(err)) {
          setProblem(err.message);
        } else {
          console.error(err);
          showError(i18n.t('common.errors.unexpected'));
          setProblem(i18n.t('common.errors.unexpected'));
        }
        return undefined;
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [form, success, guardMs, fieldAliases],
  );
  const reset = useCallback(() => {
    setProblem(null);
    last.current = 0;
  }, []);
  return { run, pending, problem, reset };
}

/**
 * Validates `form` first (scrolling to the first field in error, spec 000 §5) and then runs the
 * submit with the values; a form with errors does not count as a click for the guard.
 */
export async function validateThen<V, R>(form: FormInstance<V>, submit: (values: V) => Promise<R | undefined>): Promise<R | undefined> {
  let values: V;
  try {
    values = await form.validateFields();
  } catch {
    const first = form.getFieldsError().find((f) => f.errors.length > 0);
    if (first) form.scrollToField(first.name, SCROLL_TO_FIRST_ERROR);
    return undefined;
  }
  return submit(values);
}
