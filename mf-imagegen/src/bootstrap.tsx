import { renderStandaloneRemote } from 'shared-site';
import { ImageGeneratorPage } from './pages/ImageGeneratorPage';

// Standalone dev page for the image generator team: every exposed module (the registry of parts lists them).
void renderStandaloneRemote('imagegen', {
  ImageGeneratorPage: { path: '/image-generator', label: 'Image generator', Component: ImageGeneratorPage },
});
