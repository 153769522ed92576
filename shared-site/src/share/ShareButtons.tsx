import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonAnchor, Cluster, VisuallyHidden } from 'shared-ui';
import { shareLinks } from './shareLinks';

/** How long "Link copied!" stays. */
const FEEDBACK_MS = 2500;

type CopyState = 'idle' | 'copied' | 'failed';

export interface ShareButtonsProps {
  url: string;
  title: string;
  /** The group's visible name: "Share this article", "Share this event". */
  label: string;
  /** Buttons on a dark band (a hero) or on the page's light background. */
  tone?: 'onDark' | 'light';
}

/**
 * Share a page: copy its link, or open a service's own share address (LinkedIn, X, WhatsApp, a
 * new e-mail) in a new tab. Plain links, so no third-party script runs on the page. The copy's
 * outcome is shown beside the button and announced (a status region).
 */
export function ShareButtons({ url, title, label, tone = 'onDark' }: ShareButtonsProps) {
  const variant = tone === 'onDark' ? 'onDark' : 'outline';
  const labelId = useId();
  const [copyState, setCopyState] = useState<CopyState>('idle');

  useEffect(() => {
    if (copyState === 'idle') return;
    const timer = setTimeout(() => setCopyState('idle'), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copyState]);

  const handleCopy = () => {
    // Clipboard access needs a secure page and may be refused: say so instead of pretending.
    const copied = navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('no clipboard'));
    copied.then(
      () => setCopyState('copied'),
      () => setCopyState('failed'),
    );
  };

  return (
    <Group role="group" aria-labelledby={labelId}>
      <GroupLabel id={labelId}>{label}</GroupLabel>
      <Cluster $gap="0.5rem">
        <Button type="button" $variant={variant} $size="sm" onClick={handleCopy}>
          Copy link
        </Button>
        {shareLinks({ url, title }).map(({ service, href }) => (
          <ButtonAnchor key={service} href={href} $variant={variant} $size="sm" {...(service === 'Email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
            {service === 'Email' ? 'Share by email' : `Share on ${service}`}
            {service === 'Email' ? null : <VisuallyHidden> (opens in a new tab)</VisuallyHidden>}
          </ButtonAnchor>
        ))}
      </Cluster>
      <Status role="status" $tone={tone}>{copyState === 'copied' ? 'Link copied!' : copyState === 'failed' ? "Couldn't copy the link. Copy it from the address bar." : ''}</Status>
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

const Status = styled.span<{ $tone: 'onDark' | 'light' }>`
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === 'onDark' ? theme.onDark.accent : theme.colors.success)};
`;
