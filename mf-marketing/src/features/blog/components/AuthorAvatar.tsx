import styled from 'styled-components';

// Varied, AA-contrast backgrounds for white initials; picked from the name so an author keeps their colour.
const AVATAR_COLOURS = ['#0066CC', '#146C2E', '#8A3FFC', '#B42318', '#8A5300', '#0B1B33'];

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

function colourFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] ?? AVATAR_COLOURS[0]!;
}

/** An initials portrait; decorative, since the author's name is always written beside it. */
export function AuthorAvatar({ name, size = 48 }: { name: string; size?: number }) {
  return (
    <Circle aria-hidden="true" $size={size} $background={colourFor(name)}>
      {initialsOf(name)}
    </Circle>
  );
}

const Circle = styled.span<{ $size: number; $background: string }>`
  display: inline-flex;
  flex: 0 0 auto;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  background: ${({ $background }) => $background};
  color: #fff;
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size * 0.38)}px;
  letter-spacing: 0.02em;
`;
