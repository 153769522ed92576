import styled from 'styled-components';
import { LinkButton } from './LinkButton';
import { onDarkOutlineStyles } from './onDarkOutlineStyles';

/** An internal link styled as a white-outlined button, for dark bands. */
export const OnDarkLinkButton = styled(LinkButton)`
  && {
    ${onDarkOutlineStyles}
  }
`;
