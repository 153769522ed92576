import { createStore } from 'zustand/vanilla';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
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
export function toast({ title, description, variant = 'default' }: ToastInput): number {
  const id = nextId++;
  const message: ToastMessage = description === undefined ? { id, title, variant } : { id, title, description, variant };
  toastStore.setState((state) => ({ toasts: [...state.toasts, message].slice(-MAX_VISIBLE) }));
  return id;
}
