import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PromoVideo } from './PromoVideo';
import type { PromoVideoContent } from './promoVideos';

const video: PromoVideoContent = { title: 'Test promo', youtubeId: 'abc123XYZ_-', poster: '/poster.svg' };

describe('PromoVideo', () => {
  it('shows only the poster button until it is clicked', () => {
    const { container } = renderWithProviders(<PromoVideo video={video} />);
    expect(screen.getByRole('button', { name: 'Play video: Test promo' })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('replaces the poster with the player for good once clicked', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<PromoVideo video={video} />);

    await user.click(screen.getByRole('button', { name: 'Play video: Test promo' }));

    const player = screen.getByTitle('Test promo');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc123XYZ_-?autoplay=1');
    expect(player).toHaveAttribute('allow', 'autoplay; fullscreen');
    expect(player).toHaveFocus();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });
});
