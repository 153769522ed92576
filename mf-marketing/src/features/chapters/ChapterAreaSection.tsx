import styled from 'styled-components';
import { Tile } from '../../components/Tile';
import { List } from 'shared-ui';
import { ContentSection } from '../../components/ContentSection';
import { Icon } from '../../components/Icon';
import type { ChapterArea } from './chapterAreas';

interface ChapterAreaSectionProps {
  area: ChapterArea;
  tone: 'plain' | 'subtle';
}

export function ChapterAreaSection({ area, tone }: ChapterAreaSectionProps) {
  return (
    <ContentSection id={area.id} tone={tone} eyebrow={`${area.chapters.length} chapters`} title={area.name} intro={area.description}>
      <ChapterList>
        {area.chapters.map((chapter) => (
          <ChapterItem key={chapter}>
            <Marker>
              <Icon name="compass" size={22} />
            </Marker>
            <span>{chapter}</span>
          </ChapterItem>
        ))}
      </ChapterList>
    </ContentSection>
  );
}

const ChapterList = styled(List).attrs({ $layout: 'grid', $gap: '1rem', $min: '220px' })``;

const ChapterItem = styled(Tile).attrs({ $radius: 'md' })`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 1rem 1.25rem;
  font-weight: 700;
  font-size: 1.05rem;
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
`;

const Marker = styled.span`
  flex: none;
  display: inline-flex;
  color: ${({ theme }) => theme.colors.primary};
`;
