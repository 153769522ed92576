import { useId } from 'react';
import styled from 'styled-components';

const SHARE_TARGETS = ['LinkedIn', 'X', 'Facebook'] as const;

/**
 * SPEC shows the share buttons as inactive. They stay visible but disabled, and the note
 * explaining why is both shown and tied to each button for assistive technology.
 */
export function ShareButtons() {
  const labelId = useId();
  const noteId = useId();
  return (
    <Group role="group" aria-labelledby={labelId}>
      <GroupLabel id={labelId}>Share this article</GroupLabel>
      <ButtonRow>
        {SHARE_TARGETS.map((target) => (
          <ShareButton key={target} type="button" disabled aria-describedby={noteId}>
            Share on {target}
          </ShareButton>
        ))}
      </ButtonRow>
      <Note id={noteId}>Sharing is not available yet.</Note>
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
`;

const GroupLabel = styled.span`
  font-weight: 600;
  font-size: 0.9rem;
`;

const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/* Greyed and dashed so the inactive state reads without relying on colour alone. */
const ShareButton = styled.button`
  padding: 0.375rem 0.75rem;
  border: 1px dashed ${({ theme }) => theme.onDark.dashed};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.inverseText};
  font-size: 0.85rem;
  font-weight: 600;
  opacity: 0.7;
  cursor: not-allowed;
`;

const Note = styled.span`
  font-size: 0.85rem;
  font-style: italic;
`;
