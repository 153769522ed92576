import { ButtonLink } from 'shared-ui';
import { paths } from 'site-config';

/** What visitors and members see: what the tool is, and who may use it. */
export function ImageGeneratorIntro() {
  return (
    <div>
      <p>
        Staff use this tool to create the hero images of the site's pages (About, Chapters, Partners, Industries, Path,
        Events, Blog, Regional Council and Resources) with an image service, then copy or download them.
      </p>
      <p>
        <strong>Sign in as an administrator to generate images</strong>
      </p>
      <ButtonLink to={paths.auth}>Sign in</ButtonLink>
    </div>
  );
}
