/**
 * Access to antd's message API outside React (the API client reports errors through it). The
 * instance comes from `App.useApp()` so it follows the theme and locale of the ConfigProvider.
 */
import type { MessageInstance } from 'antd/es/message/interface';
import { ERROR_MESSAGE_SECONDS } from './constants';

let instance: MessageInstance | null = null;
let lastError = { text: '', at: 0 };
/** Messages raised before the UI mounted (e.g. a 401 while the first page loads). */
let queued: ((m: MessageInstance) => void)[] = [];

export function setMessageInstance(m: MessageInstance | null): void {
  instance = m;
  if (m && queued.length) {
    const pending = queued;
    queued = [];
    pending.forEach((show) => show(m));
  }
}

/**
 * antd's message code loads when the first message is raised (D-701): a page that shows none (the
 * sign-in page that is only opened) never fetches it. The providers render the bridge once wanted.
 */
let wanted = false;
const wantListeners = new Set<() => void>();

export function feedbackWanted(): boolean {
  return wanted;
}

export function onFeedbackWanted(listener: () => void): () => void {
  wantListeners.add(listener);
  return () => wantListeners.delete(listener);
}

/** Loads the message code now (the signed-in layout asks once it shows, so later messages are instant). */
export function wantFeedback(): void {
  if (wanted) return;
  wanted = true;
  wantListeners.forEach((listener) => listener());
}

function emit(show: (m: MessageInstance) => void): void {
  if (instance) return show(instance);
  queued.push(show);
  wantFeedback();
}

/** Shows an error for 5 seconds (spec 000 §8); the same text twice within a second shows once. */
export function showError(text: string): void {
  const now = Date.now();
  if (text === lastError.text && now - lastError.at < 1000) return;
  lastError = { text, at: now };
  emit((m) => void m.error({ content: text, duration: ERROR_MESSAGE_SECONDS, key: `err:${text}` }));
}

export function showSuccess(text: string): void {
  emit((m) => void m.success(text));
}

export function showInfo(text: string): void {
  emit((m) => void m.info(text));
}

export function showWarning(text: string): void {
  emit((m) => void m.warning({ content: text, duration: ERROR_MESSAGE_SECONDS }));
}
