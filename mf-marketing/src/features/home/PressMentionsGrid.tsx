import styled from 'styled-components';
import { Tile } from '../../components/Tile';
import { List, VisuallyHidden } from 'shared-ui';
import { ContentSection } from '../../components/ContentSection';
import { pressMentions } from './pressMentions';

export function PressMentionsGrid() {
  return (
    <ContentSection
      tone="subtle"
      eyebrow="In the news"
      title="As Featured In"
      intro="Our members' stories of growth, resilience and giving back are shared by the business press around the world."
      align="center"
    >
      <MentionList>
        {pressMentions.map((mention) => (
          <MentionItem key={mention.name}>
            {/* The link covers the whole card; its name is the publication, its logo the visible label. */}
            <MentionLink href={mention.url} target="_blank" rel="noopener noreferrer">
              <img src={mention.logo} alt={mention.name} width={180} height={60} loading="lazy" />
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </MentionLink>
            <Description>{mention.description}</Description>
          </MentionItem>
        ))}
      </MentionList>
    </ContentSection>
  );
}

const MentionList = styled(List).attrs({ $layout: 'grid', $gap: '1.25rem', $min: '300px' })``;

const MentionItem = styled(Tile)`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 1.5rem 1.25rem;
  text-align: center;
  transition: box-shadow 0.15s ease, transform 0.15s ease;
  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.md};
    transform: translateY(-2px);
  }
`;

const MentionLink = styled.a`
  display: inline-block;
  border-radius: ${({ theme }) => theme.radii.sm};
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  img {
    width: 180px;
    height: 60px;
  }
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
  line-height: 1.6;
`;
