import { createStore } from 'zustand/vanilla';

export type ToastVariant = 'default' | 'success' | 'destructive';

/** A button in the toast ("Undo"); `altText` says to a screen reader how else to do it. */
export interface ToastAction {
  label: string;
  altText: string;
  onClick: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
  /** How long it stays, in ms (the host's default otherwise): longer for one with an action. */
  duration?: number;
}

export interface ToastMessage extends ToastInput {
  id: number;
  variant: ToastVariant;
}

interface ToastState {
  toasts: ToastMessage[];
  dismiss: (id: number) => void;
}

/** The one toast queue of the page. shared-ui is a federation singleton, so every remote pushes here. */
export const toastStore = createStore<ToastState>()((set) => ({
  toasts: [],
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));

let nextId = 1;
const MAX_VISIBLE = 3;

/** Shows a toast in the shell's toast host. Callable from anywhere, including outside React. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  const message: ToastMessage = { variant: 'default', ...input, id };
  toastStore.setState((state) => ({ toasts: [...state.toasts, message].slice(-MAX_VISIBLE) }));
  return id;
}
