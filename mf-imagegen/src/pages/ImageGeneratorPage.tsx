import { Band, ErrorState, PageHero, Spinner } from 'shared-ui';
import { useAuth } from 'shared-auth';
import { ImageGeneratorIntro } from '../features/generator/ImageGeneratorIntro';
import { ImageGeneratorTool } from '../features/generator/ImageGeneratorTool';

/** /image-generator: page images for the site, made by staff with the image service. */
export function ImageGeneratorPage() {
  const { isAdmin, loading, isCheckingAdmin, adminCheckFailed, retryAdminCheck } = useAuth();
  return (
    <>
      <PageHero eyebrow="Staff tools" title="Image Generator" lead="Create a 1200x800 image for each page of the site, then copy its address or download it." />
      <Band spacing="md">
        {loading || isCheckingAdmin ? (
          <Spinner label="Checking your access..." />
        ) : isAdmin ? (
          <ImageGeneratorTool />
        ) : adminCheckFailed ? (
          // The role could not be read: unknown, so neither the tool nor the visitor's text.
          <ErrorState title="We couldn't check your access right now." onRetry={retryAdminCheck} />
        ) : (
          <ImageGeneratorIntro />
        )}
      </Band>
    </>
  );
}

export default ImageGeneratorPage;
