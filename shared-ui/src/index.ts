// Public surface of shared-ui. Everything a remote or the shell uses comes from here, except the
// tabs (`shared-ui/tabs`) and the dialogs (`shared-ui/dialogs`): each is its own shared singleton,
// so a page that shows none does not download their Radix primitives (focus trap, scroll lock).
export { theme, media, type AppTheme } from './theme/theme';
export { ThemeRoot } from './theme/ThemeRoot';
export { textLinks } from './theme/textLinks';
export { Button, ButtonAnchor, ButtonLink, type ButtonVariant, type ButtonSize, type ButtonStyleProps } from './components/Button';
export { Card, CardBody } from './components/Card';
export { Badge, type BadgeTone } from './components/Badge';
export { Skeleton } from './components/Skeleton';
export { Spinner } from './components/Spinner';
export { VisuallyHidden } from './components/VisuallyHidden';
export { Alert } from './components/Alert';
export { ErrorState, type ErrorStateProps } from './components/ErrorState';
export { Pager, type PagerProps } from './components/Pager';
export { Input, Textarea, Select, Label, FieldError, FieldGroup } from './components/FormControls';
export { toast, toastStore, type ToastInput, type ToastMessage, type ToastVariant } from './toast/toastStore';
export { Toaster } from './toast/Toaster';
export { Container, PageHeading, SectionHeading, Lead, Grid } from './layout/Container';
export { Section, Band, type SectionTone, type SectionSpacing, type BandProps } from './layout/Section';
export { PageHero, type PageHeroProps } from './layout/PageHero';
export { List, type ListLayout, type ListProps } from './layout/List';
export { Cluster, Overline, type ClusterProps } from './layout/Cluster';
export { useFocusWhen } from './hooks/useFocusWhen';
export { useOnDemand } from './hooks/useOnDemand';
export { useToday, renderedDayKey } from './time/useToday';
export { FormFields } from './components/FormFields';
