import styled from 'styled-components';
import { List } from 'shared-ui';
import { ContentSection } from '../../components/ContentSection';
import { SplitLayout } from '../../components/SplitLayout';
import { Icon, type IconName } from '../../components/Icon';
import { PromoVideo } from './PromoVideo';
import { whyEoPromoVideo } from './promoVideos';

interface Reason {
  icon: IconName;
  title: string;
  text: string;
}

const reasons: Reason[] = [
  {
    icon: 'users',
    title: 'Forum: a confidential peer group',
    text: 'Eight to ten fellow founders who meet monthly to share experiences, not advice, on business, family and self.',
  },
  {
    icon: 'book',
    title: 'Learning that fits a founder',
    text: 'Chapter learning days, regional conferences and executive education with the thinkers shaping business today.',
  },
  {
    icon: 'globe',
    title: 'A network without borders',
    text: 'A trusted introduction to members in other markets whenever you expand, hire or simply need a second opinion.',
  },
];

/** The organisation's own case, told beside promo video 2. */
export function WhyEoSection() {
  return (
    <ContentSection
      tone="subtle"
      eyebrow="Why EO"
      title="Why the world's most successful entrepreneurs choose EO"
      intro="Since 1987 the Entrepreneurs' Organization has been the place where business owners come to grow, as leaders and as people."
    >
      <SplitLayout $columns="7fr 5fr" $wideGap>
        <PromoVideo video={whyEoPromoVideo} />
        <ReasonList>
          {reasons.map((reason) => (
            <ReasonItem key={reason.title}>
              <IconBubble>
                <Icon name={reason.icon} />
              </IconBubble>
              <div>
                <ReasonTitle>{reason.title}</ReasonTitle>
                <ReasonText>{reason.text}</ReasonText>
              </div>
            </ReasonItem>
          ))}
        </ReasonList>
      </SplitLayout>
    </ContentSection>
  );
}

const ReasonList = styled(List).attrs({ $layout: 'stack', $gap: '1.5rem' })``;

const ReasonItem = styled.li`
  display: flex;
  gap: 1rem;
  align-items: flex-start;
`;

const IconBubble = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const ReasonTitle = styled.h3`
  margin: 0 0 0.25rem;
  font-size: 1.125rem;
`;

const ReasonText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
