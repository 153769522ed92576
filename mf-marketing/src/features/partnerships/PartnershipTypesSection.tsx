import styled from 'styled-components';
import { Card, CardBody, List } from 'shared-ui';
import { ContentSection } from '../../components/ContentSection';
import { EVENT_PROMOTION_PROCESSING_TIME, partnershipTypes } from './partnershipTypes';

export function PartnershipTypesSection() {
  return (
    <ContentSection
      tone="subtle"
      title="Partnership Types"
      intro="Four ways to work with us, from a single event to a year-round relationship."
    >
      <List $layout="cards" $min="240px">
        {partnershipTypes.map((type) => (
          <li key={type.id}>
            <Card>
              <CardBody>
                <TypeTitle>{type.title}</TypeTitle>
                <TypeDescription>{type.description}</TypeDescription>
                <Includes>
                  {type.includes.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </Includes>
              </CardBody>
            </Card>
          </li>
        ))}
      </List>
      <ProcessingNote>
        Event promotion requests take {EVENT_PROMOTION_PROCESSING_TIME} to process, so please send yours well before your
        event date.
      </ProcessingNote>
    </ContentSection>
  );
}

const TypeTitle = styled.h3`
  margin: 0;
  font-size: 1.15rem;
  font-weight: 700;
`;

const TypeDescription = styled.p`
  margin: 0 0 0.5rem;
`;

const Includes = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  font-size: 0.925rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const ProcessingNote = styled.p`
  margin: 1.5rem 0 0;
  font-weight: 600;
`;
