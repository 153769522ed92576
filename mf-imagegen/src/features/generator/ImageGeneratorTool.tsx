import { useState } from 'react';
import styled from 'styled-components';
import { IMAGE_PAGE_KEYS, type ImagePageKey } from 'shared-data';
import { Alert, Button, Cluster, VisuallyHidden } from 'shared-ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from 'shared-ui/tabs';
import { PageImagePanel } from './PageImagePanel';
import { PAGE_LABELS } from './pagePrompts';
import { formatUsd } from './formatUsd';
import { NOT_ADMIN_MESSAGE, NOT_CONFIGURED_MESSAGE, SIGNED_OUT_MESSAGE, useImageGenerator, useServiceStatus } from './useImageGenerator';

/** The admin's tool: a tab per page, Generate and Generate All, and what today cost. */
export function ImageGeneratorTool() {
  const status = useServiceStatus();
  const generator = useImageGenerator(status);
  const [tab, setTab] = useState<ImagePageKey>('about');
  const generatedCount = IMAGE_PAGE_KEYS.filter((pageKey) => generator.images[pageKey]).length;
  const isBusy = generator.generating !== null || generator.isGeneratingAll;
  const isBlocked = status !== 'ready' || generator.saved === 'loading' || isBusy;

  return (
    <div>
      <StatusLine>
        {status === 'unknown' ? <Alert>Checking the image service...</Alert> : null}
        {status === 'ready' ? <Alert tone="success">The image service is ready.</Alert> : null}
        {status === 'not-configured' ? <Alert tone="error">{NOT_CONFIGURED_MESSAGE}</Alert> : null}
        {status === 'signed-out' ? <Alert tone="error">{SIGNED_OUT_MESSAGE}</Alert> : null}
        {status === 'not-admin' ? <Alert tone="error">{NOT_ADMIN_MESSAGE}</Alert> : null}
        {generator.saved === 'failed' ? (
          <Alert tone="error">
            <Cluster $gap="0.75rem">
              <span>The saved images could not be loaded, so Generate All is paused.</span>
              <Button $variant="outline" $size="sm" onClick={generator.reloadSaved}>
                Try again
              </Button>
            </Cluster>
          </Alert>
        ) : null}
      </StatusLine>
      <Cluster $justify="space-between" $gap="1rem">
        <div>
          <Count role="status">
            {generator.saved === 'loading' ? 'Loading saved images...' : `${generatedCount} of ${IMAGE_PAGE_KEYS.length} pages generated`}
          </Count>
          {generator.today ? (
            <Muted>
              Today (UTC): {generator.today.count} {generator.today.count === 1 ? 'image' : 'images'}, {formatUsd(generator.today.spend)}
            </Muted>
          ) : null}
        </div>
        <Button onClick={() => void generator.generateAll()} disabled={isBlocked || generator.saved !== 'loaded' || generatedCount === IMAGE_PAGE_KEYS.length}>
          {generator.isGeneratingAll ? 'Generating all...' : 'Generate All'}
        </Button>
      </Cluster>
      <Tabs value={tab} onValueChange={(value) => setTab(value as ImagePageKey)}>
        <TabsList aria-label="Pages">
          {IMAGE_PAGE_KEYS.map((pageKey) => (
            <TabsTrigger key={pageKey} value={pageKey}>
              {PAGE_LABELS[pageKey]}
              {generator.images[pageKey] ? (
                <>
                  <span aria-hidden="true"> ✓</span>
                  <VisuallyHidden> (generated)</VisuallyHidden>
                </>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
        {IMAGE_PAGE_KEYS.map((pageKey) => (
          <TabsContent key={pageKey} value={pageKey}>
            <PageImagePanel
              pageKey={pageKey}
              prompt={generator.prompts[pageKey]}
              image={generator.images[pageKey]}
              isLoadingSaved={generator.saved === 'loading'}
              isGenerating={generator.generating === pageKey}
              isBlocked={isBlocked}
              onPromptChange={(prompt) => generator.setPrompt(pageKey, prompt)}
              onGenerate={() => void generator.generateOne(pageKey)}
            />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

const StatusLine = styled.div`
  margin-bottom: 1.25rem;
`;

const Count = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Muted = styled.p`
  margin: 0.25rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;
