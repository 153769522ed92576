import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Band } from 'shared-ui';
import { SectionHeader } from './SectionHeader';
import { SplitLayout, type SplitLayoutProps } from './SplitLayout';

export interface StoryImage {
  src: string;
  /** `''` where the picture only decorates the text. */
  alt: string;
  width: number;
  height: number;
  /** How wide it may grow in its column, e.g. `440px`. */
  maxWidth: string;
  /** A raised, rounded picture (a report's cover) rather than a flat illustration. */
  framed?: boolean;
}

export interface StoryBandProps extends Pick<SplitLayoutProps, '$columns' | '$from' | '$wideGap'> {
  eyebrow?: string;
  title: string;
  image: StoryImage;
  /** The story's paragraphs (`<p>`). */
  children: ReactNode;
  /** The paragraphs' measure, e.g. `65ch`. */
  measure: string;
  /** The paragraphs' line height; left out, they keep the page's. */
  leading?: number;
}

/**
 * A band that tells a story in a few paragraphs under its `<h2>`, beside a picture loaded lazily:
 * the about page's history, the industries intro and the annual report's year in review.
 */
export function StoryBand({ eyebrow, title, image, children, measure, leading, ...layout }: StoryBandProps) {
  const headingId = useId();
  return (
    <Band labelledBy={headingId}>
      <Story {...layout} $measure={measure} {...(leading ? { $leading: leading } : {})}>
        <div>
          <SectionHeader id={headingId} {...(eyebrow ? { eyebrow } : {})} title={title} />
          {children}
        </div>
        <Picture
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          $maxWidth={image.maxWidth}
          $framed={Boolean(image.framed)}
        />
      </Story>
    </Band>
  );
}

// Every paragraph of the text column, the header's kicker included, reads at the story's size.
const Story = styled(SplitLayout)<{ $measure: string; $leading?: number }>`
  p {
    max-width: ${({ $measure }) => $measure};
    font-size: 1.075rem;
    ${({ $leading }) => ($leading ? `line-height: ${$leading};` : '')}
  }
`;

const Picture = styled.img<{ $maxWidth: string; $framed: boolean }>`
  width: 100%;
  max-width: ${({ $maxWidth }) => $maxWidth};
  justify-self: center;
  ${({ $framed, theme }) =>
    $framed &&
    css`
      box-shadow: ${theme.shadows.lg};
      border-radius: ${theme.radii.lg};
    `}
`;
