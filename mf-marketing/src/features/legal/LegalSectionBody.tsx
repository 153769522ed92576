import styled from 'styled-components';
import type { LegalSection } from './legalTypes';

/** The paragraphs and bullet points under a legal section's heading. */
export function LegalSectionBody({ section }: { section: LegalSection }) {
  return (
    <>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.points ? (
        <Points>
          {section.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </Points>
      ) : null}
    </>
  );
}

const Points = styled.ul`
  margin: 0 0 1rem;
  padding-left: 1.5rem;
  li + li {
    margin-top: 0.25rem;
  }
`;
