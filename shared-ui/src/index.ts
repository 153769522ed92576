// Public surface of shared-ui. Everything a remote or the shell uses comes from here.
export { theme, media, type AppTheme } from './theme/theme';
export { GlobalStyle } from './theme/GlobalStyle';
export { ThemeRoot } from './theme/ThemeRoot';
export { Button, ButtonAnchor, ButtonLink, buttonStyles, type ButtonVariant, type ButtonSize, type ButtonStyleProps } from './components/Button';
export { Card, CardBody } from './components/Card';
export { Badge, type BadgeTone } from './components/Badge';
export { Skeleton } from './components/Skeleton';
export { Spinner } from './components/Spinner';
export { VisuallyHidden } from './components/VisuallyHidden';
export { Alert } from './components/Alert';
export { Input, Textarea, Select, Label, FieldError, FieldGroup } from './components/FormControls';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './components/Tabs';
export { Dialog, DialogTitle, DialogDescription, type DialogProps } from './components/Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export { Sheet, type SheetProps } from './components/Sheet';
export { toast, toastStore, type ToastInput, type ToastMessage, type ToastVariant } from './toast/toastStore';
export { Toaster } from './toast/Toaster';
export { Container, Section, PageHeading, SectionHeading, Lead, Grid } from './layout/Container';
