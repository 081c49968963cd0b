/** Count of foreground API calls in flight; the layout shows the 'Loading...' overlay while > 0. */
import { useSyncExternalStore } from 'react';

let pending = 0;
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((l) => l());
}

export function beginLoading(): () => void {
  pending += 1;
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pending -= 1;
    emit();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while at least one foreground call is in flight. */
export function useGlobalLoading(): boolean {
  return useSyncExternalStore(subscribe, () => pending > 0, () => false);
}
