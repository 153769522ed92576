import styled from 'styled-components';
import { ButtonAnchor } from 'shared-ui';
import { onDarkOutlineStyles } from './onDarkOutlineStyles';

/** An external or mailto link styled as a white-outlined button, for dark bands. */
export const OnDarkButtonAnchor = styled(ButtonAnchor)`
  && {
    ${onDarkOutlineStyles}
  }
`;
