import { Band, PageHero, Spinner } from 'shared-ui';
import { useAuth } from 'shared-auth';
import { ImageGeneratorIntro } from '../features/generator/ImageGeneratorIntro';
import { ImageGeneratorTool } from '../features/generator/ImageGeneratorTool';

/** /image-generator: page images for the site, made by staff with the image service. */
export function ImageGeneratorPage() {
  const { isAdmin, loading, isCheckingAdmin } = useAuth();
  return (
    <>
      <PageHero eyebrow="Staff tools" title="Image Generator" lead="Create a 1200x800 image for each page of the site, then copy its address or download it." />
      <Band spacing="md">{loading || isCheckingAdmin ? <Spinner label="Checking your access..." /> : isAdmin ? <ImageGeneratorTool /> : <ImageGeneratorIntro />}</Band>
    </>
  );
}

export default ImageGeneratorPage;
