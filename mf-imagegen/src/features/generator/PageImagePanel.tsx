import { useId } from 'react';
import styled from 'styled-components';
import type { ImagePageKey, PageImage, QueryStatus } from 'shared-data';
import { Button, FieldError, FieldGroup, Label, Textarea } from 'shared-ui';
import { ImageResult } from './ImageResult';
import { MAX_PROMPT_LENGTH, PAGE_LABELS } from './pagePrompts';

export interface PageImagePanelProps {
  pageKey: ImagePageKey;
  prompt: string;
  image: PageImage | undefined;
  /** The saved images' read: while pending this page may have one; after an error we cannot say it has none. */
  savedStatus: QueryStatus;
  isGenerating: boolean;
  /** Another generation is running, or the service is not ready. */
  isBlocked: boolean;
  onPromptChange: (prompt: string) => void;
  onGenerate: () => void;
}

const NO_IMAGE_TEXT: Record<QueryStatus, string> = {
  pending: 'Loading the saved image...',
  error: 'The saved image of this page could not be loaded.',
  success: 'No image generated for this page yet.',
};

/** One page's prompt, its Generate button and its latest image. */
export function PageImagePanel({ pageKey, prompt, image, savedStatus, isGenerating, isBlocked, onPromptChange, onGenerate }: PageImagePanelProps) {
  const id = useId();
  const label = PAGE_LABELS[pageKey];
  const isPromptEmpty = prompt.trim() === '';
  return (
    <div>
      <FieldGroup>
        <Label htmlFor={`${id}-prompt`}>Prompt for the {label} page</Label>
        <Textarea
          id={`${id}-prompt`}
          value={prompt}
          maxLength={MAX_PROMPT_LENGTH}
          onChange={(event) => onPromptChange(event.target.value)}
          aria-invalid={isPromptEmpty}
          aria-describedby={`${id}-count${isPromptEmpty ? ` ${id}-error` : ''}`}
        />
        <small id={`${id}-count`}>
          {prompt.length.toLocaleString('en-US')} of {MAX_PROMPT_LENGTH.toLocaleString('en-US')} characters
        </small>
        {isPromptEmpty ? <FieldError id={`${id}-error`}>Enter a prompt to generate an image.</FieldError> : null}
      </FieldGroup>
      <Button onClick={onGenerate} disabled={isBlocked || isGenerating || isPromptEmpty}>
        {isGenerating ? 'Generating...' : image ? `Generate again for ${label}` : `Generate ${label} image`}
      </Button>
      {image ? (
        <Latest aria-label={`Latest ${label} image`}>
          <ImageResult image={image} />
        </Latest>
      ) : (
        <p>{NO_IMAGE_TEXT[savedStatus]}</p>
      )}
    </div>
  );
}

const Latest = styled.section`
  margin-top: 1.5rem;
`;
