import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonStyles, type ButtonStyleProps } from 'shared-ui';

/** An internal router link that looks like a button (`$variant`, `$size`, `$block`). */
export const LinkButton = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
