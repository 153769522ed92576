import { useState } from 'react';
import styled from 'styled-components';
import { useFocusWhen } from 'shared-ui';
import { promoVideoEmbedUrl, type PromoVideoContent } from './promoVideos';

interface PromoVideoProps {
  video: PromoVideoContent;
}

/**
 * A poster that turns into the external player when clicked. The iframe is only created
 * on request so nothing is fetched from the video host before the visitor asks for it;
 * once playing there is deliberately no way back to the poster.
 */
export function PromoVideo({ video }: PromoVideoProps) {
  const [isPlaying, setIsPlaying] = useState(false);
  // The poster button that held focus is gone; keep keyboard users on the player.
  const playerRef = useFocusWhen<HTMLIFrameElement>(isPlaying);

  return (
    <Frame>
      {isPlaying ? (
        <Player
          ref={playerRef}
          src={promoVideoEmbedUrl(video.youtubeId)}
          title={video.title}
          allow="autoplay; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <PosterButton type="button" aria-label={`Play video: ${video.title}`} onClick={() => setIsPlaying(true)}>
          <PosterImage src={video.poster} alt="" width={1280} height={720} loading="lazy" />
          <PlayBadge aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
              <path d="M8 5v14l11-7Z" fill="currentColor" />
            </svg>
          </PlayBadge>
        </PosterButton>
      )}
    </Frame>
  );
}

const Frame = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.inverse};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Player = styled.iframe`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  border: 0;
`;

const PosterButton = styled.button`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  &:focus-visible {
    outline-offset: -6px;
  }
`;

const PosterImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const PlayBadge = styled.span`
  position: absolute;
  top: 50%;
  left: 50%;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 4.5rem;
  height: 4.5rem;
  transform: translate(-50%, -50%);
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  box-shadow: ${({ theme }) => theme.shadows.md};
  transition: transform 0.15s ease;
  ${PosterButton}:hover &,
  ${PosterButton}:focus-visible & {
    transform: translate(-50%, -50%) scale(1.08);
  }
`;
