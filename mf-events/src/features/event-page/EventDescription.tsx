import styled, { css } from 'styled-components';
import { textLinks } from 'shared-ui';

/** http(s) addresses in plain text; anything else stays text. */
const LINK = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

const Text = styled.div`
  white-space: pre-line;
  overflow-wrap: anywhere;
  line-height: 1.6;
  ${textLinks(css`color: ${({ theme }) => theme.colors.primary};`)}
`;

/**
 * A member's description as they wrote it: line breaks kept, web addresses made links that open in a
 * new tab without the page's referrer or authority (`nofollow ugc`: a member's link, not ours). No
 * HTML is interpreted: the text is React text, so markup shows as typed.
 */
export function EventDescription({ text }: { text: string }) {
  const parts: Array<string | { href: string }> = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ href: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <Text>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.href}
          </a>
        ),
      )}
    </Text>
  );
}
