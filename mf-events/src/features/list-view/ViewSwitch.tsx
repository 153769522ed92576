import styled from 'styled-components';
import { Button, Container } from 'shared-ui';
import type { EventsView } from './eventsView';

const Bar = styled.div`
  display: flex;
  justify-content: center;
  gap: 0.5rem;
  padding: 1.25rem 0 0;
`;

/** Month or list: two pressed/unpressed buttons, the chosen view kept in the URL. */
export function ViewSwitch({ view, onChange }: { view: EventsView; onChange: (view: EventsView) => void }) {
  return (
    <Container>
      <Bar role="group" aria-label="How to show the events">
        <Button type="button" $variant={view === 'month' ? 'primary' : 'outline'} $size="sm" aria-pressed={view === 'month'} onClick={() => onChange('month')}>
          Month
        </Button>
        <Button type="button" $variant={view === 'list' ? 'primary' : 'outline'} $size="sm" aria-pressed={view === 'list'} onClick={() => onChange('list')}>
          List and search
        </Button>
      </Bar>
    </Container>
  );
}
