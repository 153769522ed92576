// `shared-ui/dialogs`: shared apart from `shared-ui`, loaded only where a dialog can open.
export { Dialog, type DialogProps } from './components/Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export { Sheet, type SheetProps } from './components/Sheet';
