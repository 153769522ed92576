import { renderStandaloneRemote } from 'shared-auth';
import { ImageGeneratorPage } from './pages/ImageGeneratorPage';

// Standalone dev page for the image generator team: the exposed modules with the shared packages.
void renderStandaloneRemote('Image generator', [
  { path: '/image-generator', label: 'Image generator', Component: ImageGeneratorPage },
]);
