import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardBody } from 'shared-ui';

export interface FeatureCardProps {
  /** Decorative icon or image; give images alt="" since the title names the card. */
  icon?: ReactNode;
  /** Rendered as an `<h3>`: place cards under an `<h2>`. */
  title: string;
  text: ReactNode;
  children?: ReactNode;
}

/** A card presenting one benefit, offering or idea. */
export function FeatureCard({ icon, title, text, children }: FeatureCardProps) {
  return (
    <Card>
      <CardBody>
        {icon ? <IconWrap>{icon}</IconWrap> : null}
        <Title>{title}</Title>
        <Text>{text}</Text>
        {children}
      </CardBody>
    </Card>
  );
}

const IconWrap = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: 1.5rem;
  img,
  svg {
    width: 1.75rem;
    height: 1.75rem;
  }
`;

const Title = styled.h3`
  margin: 0.25rem 0 0;
  font-size: 1.15rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  line-height: 1.6;
`;
