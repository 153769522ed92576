import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { IndustryCommunityList } from './IndustryCommunityList';
import { industryCommunities } from './industryCommunities';

describe('IndustryCommunityList', () => {
  it('renders one item per community and marks construction, and only it, as featured', () => {
    renderWithProviders(<IndustryCommunityList />);
    const list = screen.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual(industryCommunities.map((community) => community.name));

    const featured = items.filter((item) => within(item).queryByText('Featured'));
    expect(featured).toHaveLength(1);
    expect(featured[0]).toHaveTextContent('Construction');
  });
});
