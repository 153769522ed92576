import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import styled from 'styled-components';

const subscribeToNothing = () => () => undefined;

/**
 * False while a prerendered page is being hydrated (and on the server), true once React owns the
 * page: a control that needs the app's code can say so instead of acting as plain HTML would.
 */
function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

// Lays nothing out: the form's fields keep the layout they had without it.
const Fieldset = styled.fieldset`
  display: contents;
  border: 0;
  margin: 0;
  padding: 0;
`;

/**
 * A form's fields and buttons, disabled until the page has hydrated: in the prerendered HTML a form
 * would otherwise submit itself as HTML does, its fields (a password too) in the address bar.
 * `disabled` also disables them (while submitting).
 */
export function FormFields({ children, disabled = false }: { children: ReactNode; disabled?: boolean }) {
  const isHydrated = useIsHydrated();
  return <Fieldset disabled={!isHydrated || disabled}>{children}</Fieldset>;
}
