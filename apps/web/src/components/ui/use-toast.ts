import { TOAST_DEFAULT_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@tailor/core/constants';
import { useEffect, useState } from 'react';

/**
 * A small toast store usable from anywhere (also outside React). At most TOAST_LIMIT toasts show at once;
 * a dismissed toast stays mounted for TOAST_REMOVE_DELAY_MS so it can animate out (doc 1 §9).
 */
export type ToastVariant = 'default' | 'destructive';

export type ToastAction = {
  label: string;
  onClick: () => void;
  /** Describes the action for screen readers when the toast is announced. */
  altText?: string;
};

export type ToastInput = {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes itself; defaults to TOAST_DEFAULT_MS. */
  duration?: number;
  action?: ToastAction;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

type Listener = (toasts: ToastItem[]) => void;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener(toasts);
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      toasts = toasts.filter((t) => t.id !== id);
      emit();
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string) {
  toasts = toasts.map((t) => {
    if (id === undefined || t.id === id) {
      scheduleRemoval(t.id);
      return { ...t, open: false };
    }
    return t;
  });
  emit();
}

export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const item: ToastItem = { duration: TOAST_DEFAULT_MS, variant: 'default', ...input, id, open: true };
  toasts = [item, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

export function useToasts(): ToastItem[] {
  const [state, setState] = useState(toasts);
  useEffect(() => {
    listeners.add(setState);
    setState(toasts);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return state;
}
