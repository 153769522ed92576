import styled from 'styled-components';
import { Band } from 'shared-ui';
import { pathTestimonial } from './pathContent';

export function PathTestimonial() {
  const { quote, name, role, portrait } = pathTestimonial;
  return (
    <Band labelledBy="testimonial-heading">
      <Heading id="testimonial-heading">In Their Words</Heading>
      <Figure>
        <Quote>
          <p>“{quote}”</p>
        </Quote>
        <Caption>
          <img src={portrait} alt={`Portrait of ${name}`} width={72} height={72} loading="lazy" />
          <span>
            <Name>{name}</Name>
            <Role>{role}</Role>
          </span>
        </Caption>
      </Figure>
    </Band>
  );
}

const Heading = styled.h2`
  text-align: center;
  font-size: clamp(1.5rem, 3.5vw, 2.25rem);
`;

const Figure = styled.figure`
  max-width: 48rem;
  margin: 1.5rem auto 0;
  padding: clamp(1.5rem, 4vw, 2.5rem);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  border-left: 6px solid ${({ theme }) => theme.colors.primary};
`;

const Quote = styled.blockquote`
  margin: 0;
  p {
    margin: 0;
    font-size: clamp(1.1rem, 2.4vw, 1.35rem);
    line-height: 1.6;
    font-style: italic;
  }
`;

const Caption = styled.figcaption`
  display: flex;
  align-items: center;
  gap: 1rem;
  margin-top: 1.5rem;
  img {
    width: 72px;
    height: 72px;
    border-radius: 50%;
  }
`;

const Name = styled.span`
  display: block;
  font-weight: 700;
`;

const Role = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
`;
