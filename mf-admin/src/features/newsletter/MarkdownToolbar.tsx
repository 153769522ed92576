import * as Toolbar from '@radix-ui/react-toolbar';
import styled from 'styled-components';
import type { MarkdownFormat } from './markdownFormatting';

const Bar = styled(Toolbar.Root)`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  margin-bottom: 0.375rem;
`;

const Tool = styled(Toolbar.Button)`
  min-height: 2.25rem;
  padding: 0.25rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const TOOLS: readonly { format: MarkdownFormat; label: string; hint: string }[] = [
  { format: 'heading', label: 'Heading', hint: 'Make the selected lines a heading (##)' },
  { format: 'bold', label: 'Bold', hint: 'Make the selection bold (**)' },
  { format: 'link', label: 'Link', hint: 'Make the selection a link, then type its address' },
  { format: 'list', label: 'List', hint: 'Make the selected lines a list (-)' },
];

/**
 * Heading, Bold, Link and List for the Markdown body: one stop in the tab order, the arrow keys
 * between the buttons (Radix Toolbar, the WAI-ARIA toolbar pattern); each writes Markdown at the
 * editor's selection and hands focus back to it.
 */
export function MarkdownToolbar({ controls, disabled, onFormat }: { controls: string; disabled: boolean; onFormat: (format: MarkdownFormat) => void }) {
  return (
    <Bar aria-label="Formatting" aria-controls={controls}>
      {TOOLS.map((tool) => (
        <Tool key={tool.format} type="button" title={tool.hint} disabled={disabled} onClick={() => onFormat(tool.format)}>
          {tool.label}
        </Tool>
      ))}
    </Bar>
  );
}
