import { useState, type ReactNode } from 'react';
import { format, parseISO } from 'date-fns';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { eventPath } from 'site-config';
import { Badge } from 'shared-ui';
import type { EventRow } from 'shared-data';
import { displayCategory, eventCategoryColors } from './eventCategories';
import { formatEventTime } from './formatEventTime';
import { longDate } from 'page-head/event';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  height: 100%;
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.subtle};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

/** An event without an image: its category's colours and a calendar drawing, not an empty grey block. */
const Illustration = styled.div<{ $foreground: string; $background: string }>`
  display: grid;
  place-items: center;
  height: 100%;
  color: ${({ $foreground }) => $foreground};
  background:
    radial-gradient(circle at 85% 15%, ${({ $foreground }) => $foreground}22 0 18%, transparent 19%),
    radial-gradient(circle at 10% 90%, ${({ $foreground }) => $foreground}1a 0 22%, transparent 23%),
    ${({ $background }) => $background};
  svg { width: 22%; height: auto; opacity: 0.85; }
`;

const DateChip = styled.div`
  position: absolute;
  top: 0.75rem;
  left: 0.75rem;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: 0.25rem 0.625rem;
  text-align: center;
  line-height: 1.1;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  strong { display: block; font-size: 1.35rem; }
  span { font-size: 0.75rem; text-transform: uppercase; font-weight: 700; color: ${({ theme }) => theme.colors.muted}; }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1rem 1.125rem 1.125rem;
  flex: 1;
`;

const Title = styled.h3`
  font-size: 1.125rem;
  margin: 0;
`;

const TitleLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

const Meta = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Description = styled.p`
  margin: 0;
  font-size: 0.95rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: auto;
  padding-top: 0.5rem;
`;

export interface EventCardProps {
  event: EventRow;
  /** Cut the description to this many characters (admin cards: 100, SPEC section 9). */
  descriptionLimit?: number;
  /** Controls rendered in the card footer (Edit/Delete, Add to calendar...). */
  actions?: ReactNode;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Images of cards above the fold load eagerly; the rest lazily. */
  isImageEager?: boolean;
  /** The title links to the event's own page (off where the card is already on it). */
  linkToPage?: boolean;
}

function truncate(text: string, limit: number | undefined): string {
  if (limit === undefined || text.length <= limit) return text;
  return `${text.slice(0, limit).trimEnd()}...`;
}

/** One event: image or "Event Image" placeholder, date, category, title, time, location, description. */
export function EventCard({ event, descriptionLimit, actions, headingLevel = 'h3', isImageEager = false, linkToPage = true }: EventCardProps) {
  const day = parseISO(event.date);
  const category = displayCategory(event);
  const colors = eventCategoryColors(event);
  const time = formatEventTime(event);
  // A broken image link shows the placeholder rather than a broken-image icon.
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const showImage = event.image_url !== null && event.image_url !== failedImage;
  return (
    <Article aria-labelledby={`event-${event.id}-title`}>
      <Media>
        {showImage ? (
          <img
            src={event.image_url ?? undefined}
            alt=""
            width={640}
            height={360}
            loading={isImageEager ? 'eager' : 'lazy'}
            decoding="async"
            // A member's image may live on any https host: it is not told which page showed it.
            referrerPolicy="no-referrer"
            onError={() => setFailedImage(event.image_url)}
          />
        ) : (
          <Illustration role="img" aria-label="Event Image" $foreground={colors.foreground} $background={colors.background}>
            <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
              <rect x="6" y="10" width="36" height="32" rx="5" />
              <path d="M6 20h36M16 6v8M32 6v8" />
              <circle cx="17" cy="29" r="1.5" fill="currentColor" />
              <circle cx="24" cy="29" r="1.5" fill="currentColor" />
              <circle cx="31" cy="29" r="1.5" fill="currentColor" />
              <circle cx="17" cy="36" r="1.5" fill="currentColor" />
              <circle cx="24" cy="36" r="1.5" fill="currentColor" />
            </svg>
          </Illustration>
        )}
        <DateChip>
          <strong>{format(day, 'd')}</strong>
          <span>{format(day, 'MMM')}</span>
        </DateChip>
      </Media>
      <Body>
        <div>
          <Badge $color={colors.foreground} $background={colors.background}>
            {category}
          </Badge>
          {event.cancelled_at ? <> <Badge $tone="danger">Cancelled</Badge></> : null}
        </div>
        <Title as={headingLevel} id={`event-${event.id}-title`}>
          {linkToPage ? <TitleLink to={eventPath(event.id)}>{event.title}</TitleLink> : event.title}
        </Title>
        <Meta>
          <time dateTime={event.date}>{longDate(event.date)}</time>
          {time ? (
            <>
              {' · '}
              <span>{time.text}</span>
            </>
          ) : null}
        </Meta>
        {event.location ? <Meta>{event.location}</Meta> : null}
        {event.description ? <Description>{truncate(event.description, descriptionLimit)}</Description> : null}
        {actions ? <Actions>{actions}</Actions> : null}
      </Body>
    </Article>
  );
}
