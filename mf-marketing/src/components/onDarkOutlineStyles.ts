import { css } from 'styled-components';

/**
 * A secondary action on the dark hero and call-to-action bands: shared-ui's `outline`
 * variant is blue on light, which would fail contrast there.
 */
export const onDarkOutlineStyles = css`
  background: transparent;
  color: #fff;
  border-color: rgba(255, 255, 255, 0.85);
  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.14);
    color: #fff;
  }
`;
