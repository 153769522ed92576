import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { PageImage } from 'shared-data';
import { Badge, Button, Cluster, toast } from 'shared-ui';
import { formatUsd } from './formatUsd';
import { copyImageUrl, downloadImage } from './imageActions';
import { PAGE_LABELS } from './pagePrompts';

/** SPEC: the copied indicator resets after 2 seconds. */
const COPIED_RESET_MS = 2000;

/** A generated image: preview, Copy URL, Download, and what made it (prompt, seed, cost, safe flag). */
export function ImageResult({ image }: { image: PageImage }) {
  const [isCopied, setIsCopied] = useState(false);
  const [isDownloading, setIsDownloading] = useState(false);
  const label = PAGE_LABELS[image.pageKey];

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const handleCopy = async () => {
    if (await copyImageUrl(image.imageURL)) {
      setIsCopied(true);
      toast({ title: 'Image URL copied to clipboard!', variant: 'success' });
    } else {
      toast({ title: 'Failed to copy URL', variant: 'destructive' });
    }
  };

  const handleDownload = async () => {
    setIsDownloading(true);
    const isSaved = await downloadImage(image.imageURL, image.pageKey);
    setIsDownloading(false);
    toast(isSaved ? { title: 'Image downloaded!', variant: 'success' } : { title: 'Failed to download image', variant: 'destructive' });
  };

  return (
    <Figure>
      <Preview src={image.imageURL} alt={`Generated image for the ${label} page`} width={1200} height={800} />
      <figcaption>
        <Cluster $gap="0.5rem">
          <Button $variant="outline" $size="sm" onClick={() => void handleCopy()} aria-live="polite">
            {isCopied ? 'Copied!' : 'Copy URL'}
          </Button>
          <Button $variant="outline" $size="sm" onClick={() => void handleDownload()} disabled={isDownloading}>
            {isDownloading ? 'Downloading...' : 'Download'}
          </Button>
          {image.NSFWContent ? <Badge $tone="danger">Flagged as unsafe</Badge> : <Badge $tone="success">Safe</Badge>}
        </Cluster>
        <Details>
          <div>
            <dt>Prompt used</dt>
            <dd>{image.prompt}</dd>
          </div>
          <div>
            <dt>Seed</dt>
            <dd>{image.seed ?? 'Not reported'}</dd>
          </div>
          <div>
            <dt>Cost</dt>
            <dd>{formatUsd(image.cost)}</dd>
          </div>
          <div>
            <dt>Generated</dt>
            <dd>
              <time dateTime={image.createdAt}>{new Date(image.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}</time>
            </dd>
          </div>
        </Details>
      </figcaption>
    </Figure>
  );
}

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: 1rem;
`;

const Preview = styled.img`
  width: 100%;
  max-width: 720px;
  height: auto;
  aspect-ratio: 3 / 2;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.subtle};
`;

const Details = styled.dl`
  margin: 1rem 0 0;
  display: grid;
  gap: 0.5rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 10rem), 1fr));
  > div:first-child {
    grid-column: 1 / -1;
  }
  dt {
    font-size: 0.8rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
