import { useState } from 'react';
import styled from 'styled-components';
import { IMAGE_PAGE_KEYS, type ImagePageKey } from 'shared-data';
import { Button, Cluster, ErrorState, VisuallyHidden } from 'shared-ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from 'shared-ui/tabs';
import { useAuth } from 'shared-auth';
import { PageImagePanel } from './PageImagePanel';
import { PAGE_LABELS } from './pagePrompts';
import { formatUsd } from './formatUsd';
import { ServiceStatusLine } from './ServiceStatusLine';
import { useImageGenerator } from './useImageGenerator';
import { useSavedImages } from './useSavedImages';
import { useServiceStatus } from './useServiceStatus';

/** The admin's tool: a tab per page, Generate and Generate All, and what today cost. */
export function ImageGeneratorTool() {
  const { isAdmin } = useAuth();
  const service = useServiceStatus(isAdmin);
  const saved = useSavedImages(isAdmin);
  const generator = useImageGenerator(service.status, saved);
  const [tab, setTab] = useState<ImagePageKey>('about');
  const generatedCount = IMAGE_PAGE_KEYS.filter((pageKey) => generator.images[pageKey]).length;
  const isBusy = generator.generating !== null || generator.isGeneratingAll;
  const isBlocked = service.status !== 'ready' || saved.status === 'pending' || isBusy;
  const today = saved.data;

  return (
    <div>
      <StatusLine>
        <ServiceStatusLine status={service.status} onRetry={service.retry} isRetrying={service.isRetrying} />
        {saved.status === 'error' ? (
          <ErrorState
            title="We couldn't load the saved images."
            description="Generate All is paused until they are in, so it does not redo pages that already have one."
            onRetry={saved.refetch}
            isRetrying={saved.isFetching}
          />
        ) : null}
      </StatusLine>
      <Summary $justify="space-between" $gap="1rem">
        <div>
          {saved.status === 'error' ? null : (
            <Count role="status">{saved.status === 'pending' ? 'Loading saved images...' : `${generatedCount} of ${IMAGE_PAGE_KEYS.length} pages generated`}</Count>
          )}
          {today ? (
            <Muted>
              Today (UTC): {today.count} {today.count === 1 ? 'image' : 'images'}, {formatUsd(today.spend)}
            </Muted>
          ) : null}
        </div>
        <Button onClick={() => void generator.generateAll()} disabled={isBlocked || saved.status !== 'success' || generatedCount === IMAGE_PAGE_KEYS.length}>
          {generator.isGeneratingAll ? 'Generating all...' : 'Generate All'}
        </Button>
      </Summary>
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
              savedStatus={saved.status}
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
  display: grid;
  gap: 0.75rem;
  margin-bottom: 1.25rem;
`;

const Summary = styled(Cluster)`
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
