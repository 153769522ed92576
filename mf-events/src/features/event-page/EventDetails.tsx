import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Alert, Badge, Button, ButtonAnchor, Cluster, Container, PageHero, Section, textLinks, VisuallyHidden } from 'shared-ui';
import type { EventRow } from 'shared-data';
import { describeRule, displayCategory, eventCategoryColors, ShareButtons } from 'shared-site';
import { DEFAULT_DURATION_NOTE, isOnlineEvent } from 'page-head/event';
import { eventPath } from 'site-config';
import { EventDescription } from './EventDescription';
import { calendarLinks } from './calendarLinks';
import type { eventWhen } from './useEventPage';

/**
 * Picture, then the facts (when, who is going with the RSVP control, where), then the description,
 * in the document: as on Luma, what a visitor acts on comes before the long text, for the eye and
 * for a screen reader alike. From 900px the facts are a column on the right, beside picture and
 * text; below, they are drawn above the picture. Under the compact hero, the RSVP control is in the
 * first screen at every width, from a 390 px phone to 1280x800 and 1920x1080.
 */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  /* On a phone the facts come first on screen, above the picture: with the RSVP control second
     among them, it is in the first screen (issue 56, item 5). The picture holds nothing to focus. */
  grid-template-areas: 'facts' 'picture' 'about' 'attendees';
  gap: 0 2rem;
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
    grid-template-areas: 'picture facts' 'about facts' 'attendees attendees';
    /* The picture's row as tall as it is; the facts span both rows and the text follows the picture.
       The attendee table spans the page below both: its columns (one per registration question)
       need the width, from a laptop's 1024 px to a wide desktop. */
    grid-template-rows: auto 1fr auto;
    align-items: start;
  }
`;

const Picture = styled.div`
  grid-area: picture;
`;

const FactsColumn = styled.aside`
  grid-area: facts;
  margin-bottom: 2rem;
`;

const About = styled.div`
  grid-area: about;
`;

const Attendees = styled.div`
  grid-area: attendees;
`;

const Facts = styled.dl`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  dt { font-size: 0.8rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0.25rem 0 0; }
  ${textLinks(css`color: ${({ theme }) => theme.colors.primary}; overflow-wrap: anywhere;`)}
`;

const Banner = styled.div`
  margin-bottom: 1.5rem;
`;

const CalendarLink = styled.div`
  margin-top: 1rem;
  display: grid;
  gap: 0.5rem;
`;

const Image = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
  display: block;
  margin-bottom: 1.5rem;
`;

const Small = styled.span`
  display: block;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Block = styled.div`
  display: grid;
  gap: 1rem;
  margin-top: 1.5rem;
`;

/** A map search for the place, in a new tab (no map script on the page). */
const mapHref = (location: string) => `https://www.openstreetmap.org/search?query=${encodeURIComponent(location)}`;

export interface EventDetailsProps {
  event: EventRow;
  when: ReturnType<typeof eventWhen>;
  icsUrl: string;
  /**
   * The online join link as the database answers it to the viewer (those going, the organiser and
   * staff): `undefined` while it is read, `null` when they may not see it, `'error'` when it could not be read.
   */
  joinLink: string | null | undefined | 'error';
  /** Going and waiting, and the controls to join or leave (the RSVP panel). */
  attendance?: ReactNode;
  /** The attendee list, for the organiser and admins. */
  attendees?: ReactNode;
  organiserName?: string | null;
  canManage: boolean;
  /** The series' RFC 5545 rule, for an event that repeats. */
  repeats?: string | null;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onDeleteSeries: () => void;
  /** "Cancel event" (or "Reinstate event" once cancelled): its own action, with its own confirmation. */
  onCancel: () => void;
}

/** One event's page: what, when (in its zone and the viewer's), where, how to join, who organises it. */
export function EventDetails({ event, when, icsUrl, joinLink, attendance, attendees, organiserName, canManage, repeats, onEdit, onDuplicate, onDelete, onDeleteSeries, onCancel }: EventDetailsProps) {
  const colors = eventCategoryColors(event);
  const pageUrl = `${window.location.origin}${eventPath(event.id)}`;
  // "Online" as the place is no place to find on a map.
  const place = event.location && !/^online$/i.test(event.location.trim()) ? event.location : null;
  // The join link goes into the links only when the database gave it to this viewer (going, organiser, staff).
  const links = calendarLinks(event, pageUrl, typeof joinLink === 'string' && joinLink !== 'error' ? joinLink : null);
  return (
    <>
      <PageHero eyebrow="Event" title={event.title} lead={[when.date, when.time].filter(Boolean).join(' · ')} compact>
        <Badge $color={colors.foreground} $background={colors.background}>
          {displayCategory(event)}
        </Badge>
      </PageHero>
      <Section>
        <Container>
          {event.cancelled_at ? (
            <Banner>
              <Alert tone="error">
                <strong>This event is cancelled.</strong> {event.cancellation_reason}
              </Alert>
            </Banner>
          ) : null}
          <Layout>
            {event.image_url ? (
              <Picture>
                <Image src={event.image_url} alt="" width={1280} height={720} referrerPolicy="no-referrer" fetchPriority="high" />
              </Picture>
            ) : null}
            <FactsColumn aria-label="Event details">
              <Facts>
                <div>
                  <dt>When</dt>
                  <dd>
                    <time dateTime={event.date}>{when.date}</time>
                    {when.time ? <Small>{when.time}{when.end ? ` ${when.end}` : ''}</Small> : when.end ? <Small>{when.end}</Small> : null}
                    {when.elsewhere ? <Small>({when.elsewhere})</Small> : null}
                  </dd>
                </div>
                {attendance ? (
                  <div>
                    <dt>Who is going</dt>
                    <dd>{attendance}</dd>
                  </div>
                ) : null}
                {repeats ? (
                  <div>
                    <dt>Repeats</dt>
                    <dd>{describeRule(repeats)}</dd>
                  </div>
                ) : null}
                {place ? (
                  <div>
                    <dt>Where</dt>
                    <dd>
                      {place}
                      <Small>
                        <a href={mapHref(place)} target="_blank" rel="noopener noreferrer">
                          Find it on a map<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                        </a>
                      </Small>
                    </dd>
                  </div>
                ) : null}
                {isOnlineEvent(event) ? (
                  <div>
                    <dt>Online</dt>
                    <dd>
                      {!event.has_online_link ? (
                        'The organiser will share how to join.'
                      ) : joinLink === 'error' ? (
                        "We couldn't load the join link. Please reload the page to try again."
                      ) : joinLink === undefined ? (
                        'Loading the join link…'
                      ) : joinLink ? (
                        <>
                          <a href={joinLink} target="_blank" rel="noopener noreferrer nofollow ugc">
                            Join online<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                          </a>
                          <Small>{new URL(joinLink).host}</Small>
                        </>
                      ) : (
                        'The join link is shown here to members who are going.'
                      )}
                    </dd>
                  </div>
                ) : null}
                {organiserName ? (
                  <div>
                    <dt>Organiser</dt>
                    <dd>{organiserName}</dd>
                  </div>
                ) : null}
              </Facts>
              <CalendarLink>
                <Cluster $gap="0.5rem" role="group" aria-label="Add to calendar">
                  <ButtonAnchor href={icsUrl} $variant="outline" $size="sm" download aria-label={`Add to calendar: ${event.title}`}>
                    Add to calendar
                  </ButtonAnchor>
                  <ButtonAnchor href={links.google} $variant="outline" $size="sm" target="_blank" rel="noopener noreferrer">
                    <VisuallyHidden>Add to </VisuallyHidden>Google Calendar<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  </ButtonAnchor>
                  <ButtonAnchor href={links.outlook} $variant="outline" $size="sm" target="_blank" rel="noopener noreferrer">
                    <VisuallyHidden>Add to </VisuallyHidden>Outlook.com<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  </ButtonAnchor>
                  <ButtonAnchor href={links.office} $variant="outline" $size="sm" target="_blank" rel="noopener noreferrer">
                    <VisuallyHidden>Add to </VisuallyHidden>Microsoft 365<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  </ButtonAnchor>
                </Cluster>
                {event.time && !event.end_time && !event.end_date ? <Small>{DEFAULT_DURATION_NOTE}</Small> : null}
              </CalendarLink>
            </FactsColumn>
            <About>
              <h2>About this event</h2>
              {event.description ? <EventDescription text={event.description} /> : <p>The organiser has not added a description.</p>}
              <Block>
                <ShareButtons url={pageUrl} title={event.title} label="Share this event" tone="light" />
                {canManage ? (
                  <Cluster $gap="0.5rem" role="group" aria-label="Manage this event">
                    <Button type="button" $variant="outline" $size="sm" onClick={onEdit}>
                      Edit<VisuallyHidden> {event.title}</VisuallyHidden>
                    </Button>
                    <Button type="button" $variant="outline" $size="sm" onClick={onDuplicate}>
                      Duplicate<VisuallyHidden> {event.title}</VisuallyHidden>
                    </Button>
                    <Button type="button" $variant="outline" $size="sm" onClick={onCancel}>
                      {event.cancelled_at ? 'Reinstate event' : 'Cancel event'}
                    </Button>
                    <Button type="button" $variant="destructive" $size="sm" onClick={onDelete}>
                      Delete<VisuallyHidden> {event.title}</VisuallyHidden>
                    </Button>
                    {event.series_id ? (
                      <Button type="button" $variant="destructive" $size="sm" onClick={onDeleteSeries}>
                        Delete the series
                      </Button>
                    ) : null}
                  </Cluster>
                ) : null}
              </Block>
            </About>
            {attendees ? <Attendees>{attendees}</Attendees> : null}
          </Layout>
        </Container>
      </Section>
    </>
  );
}
