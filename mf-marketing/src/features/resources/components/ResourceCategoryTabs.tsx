import styled from 'styled-components';
import { Tabs, TabsContent, TabsList, TabsTrigger } from 'shared-ui/tabs';
import type { ResourceCategoryTab } from '../resourceTypes';
import { ResourceGrid } from './ResourceGrid';

/** Browse by category: one tab per category, three resources in each. */
export function ResourceCategoryTabs({ tabs }: { tabs: readonly ResourceCategoryTab[] }) {
  const first = tabs[0];
  if (!first) return null;
  return (
    <Tabs defaultValue={first.value}>
      <TabsList aria-label="Resource categories">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          <Description>{tab.description}</Description>
          <ResourceGrid resources={tab.resources} min="280px" />
        </TabsContent>
      ))}
    </Tabs>
  );
}

const Description = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin-bottom: 1.25rem;
`;
