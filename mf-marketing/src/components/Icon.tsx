import styled from 'styled-components';

/** Simple line icons used decoratively beside headings; the text beside them carries the meaning. */
const paths = {
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 10a7 7 0 0 1 14 0M17 11a3 3 0 1 0 0-6M22 21a6 6 0 0 0-4-5.6',
  globe: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20ZM2 12h20M12 2c3 3 4 6.5 4 10s-1 7-4 10c-3-3-4-6.5-4-10s1-7 4-10Z',
  book: 'M2 5h7a3 3 0 0 1 3 3v12a2 2 0 0 0-2-2H2ZM22 5h-7a3 3 0 0 0-3 3v12a2 2 0 0 1 2-2h8Z',
  chat: 'M4 5h16v11H9l-5 4Z',
  calendar: 'M4 6h16v14H4ZM4 10h16M8 3v4M16 3v4',
  briefcase: 'M3 8h18v12H3ZM9 8V5h6v3M3 13h18',
  handshake: 'M2 12l5-5 5 3 5-3 5 5-6 6-4-3-4 3ZM12 10l-3 3',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9Z',
  compass: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20ZM16 8l-2 6-6 2 2-6Z',
  rocket: 'M12 2c4 3 5 7 5 11l-3 3h-4l-3-3c0-4 1-8 5-11ZM9 16l-3 4M15 16l3 4M12 9v.01',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6Z',
  megaphone: 'M3 10v4h4l8 5V5L7 10ZM18 9a4 4 0 0 1 0 6',
  target: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20ZM12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10ZM12 12h.01',
  heart: 'M12 20s-8-4.6-8-10.2A4.6 4.6 0 0 1 12 7a4.6 4.6 0 0 1 8 2.8C20 15.4 12 20 12 20Z',
  key: 'M14 10a4 4 0 1 0-3 3.9L13 16h2v2h2v2h3v-3l-6.1-6.1c.07-.3.1-.6.1-.9Z',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 28 }: { name: IconName; size?: number }) {
  return (
    <Svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </Svg>
  );
}

const Svg = styled.svg`
  fill: none;
  stroke: currentColor;
  stroke-width: 1.8;
  stroke-linecap: round;
  stroke-linejoin: round;
`;
