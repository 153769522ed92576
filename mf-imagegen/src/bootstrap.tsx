import { renderStandaloneRemote } from 'shared-site';
import { ImageGeneratorPage } from './pages/ImageGeneratorPage';

// Standalone dev page for the image generator team: every exposed module, at the route the registry of parts gives it.
void renderStandaloneRemote('imagegen', {
  ImageGeneratorPage,
});
