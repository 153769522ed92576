import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { IndustryCommunityList } from './IndustryCommunityList';

describe('IndustryCommunityList', () => {
  it('renders 16 communities with construction marked as featured', () => {
    renderWithProviders(<IndustryCommunityList />);
    const list = screen.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(16);

    const featured = items.filter((item) => within(item).queryByText('Featured'));
    expect(featured).toHaveLength(1);
    expect(featured[0]).toHaveTextContent('Construction');
  });
});
