import styled from 'styled-components';
import { Band, ButtonAnchor, ButtonLink, VisuallyHidden, media } from 'shared-ui';
import { paths } from 'site-config';
import { MEMBER_HUB_URL } from 'shared-site';

/** Members redeem partner offers on EO's global member hub. */
export function PartnerHubSection() {
  return (
    <Band labelledBy="partner-hub-heading">
      <Panel>
        <div>
          <h2 id="partner-hub-heading">Partner Offers on the EO Hub</h2>
          <p>
            Members find every global and regional partner offer, with codes and contacts, on the EO Hub. Sign in
            with your member account to browse and redeem them.
          </p>
        </div>
        <Actions>
          <ButtonAnchor href={MEMBER_HUB_URL} target="_blank" rel="noopener noreferrer" $size="lg">
            Visit the EO Hub
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </ButtonAnchor>
          <ButtonLink to={paths.partnershipOpportunities} $variant="outline" $size="lg">
            Partnership Opportunities
          </ButtonLink>
        </Actions>
      </Panel>
    </Band>
  );
}

const Panel = styled.div`
  display: grid;
  gap: 1.5rem;
  align-items: center;
  padding: clamp(1.5rem, 4vw, 2.5rem);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  h2 {
    font-size: clamp(1.4rem, 3vw, 1.9rem);
  }
  p {
    margin: 0;
    max-width: 60ch;
    line-height: 1.7;
  }
  ${media.up('lg')} {
    grid-template-columns: 3fr 2fr;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  ${media.up('lg')} {
    justify-content: flex-end;
  }
`;
