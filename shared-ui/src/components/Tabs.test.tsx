import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

function renderTabs(onValueChange = vi.fn()) {
  render(
    <ThemeProvider theme={theme}>
      <Tabs defaultValue="one" onValueChange={onValueChange}>
        <TabsList aria-label="Sections">
          <TabsTrigger value="one">One</TabsTrigger>
          <TabsTrigger value="two">Two</TabsTrigger>
          <TabsTrigger value="three" disabled>
            Three
          </TabsTrigger>
        </TabsList>
        <TabsContent value="one">First panel</TabsContent>
        <TabsContent value="two">Second panel</TabsContent>
        <TabsContent value="three">Third panel</TabsContent>
      </Tabs>
    </ThemeProvider>,
  );
  return onValueChange;
}

describe('Tabs', () => {
  it('a click focuses the tab without the keyboard ring and selects it', async () => {
    const onValueChange = renderTabs();
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    await userEvent.click(screen.getByRole('tab', { name: 'Two' }));
    expect(focus).toHaveBeenCalledWith({ focusVisible: false });
    expect(focus).not.toHaveBeenCalledWith();
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Second panel');
    expect(onValueChange).toHaveBeenCalledWith('two');
    focus.mockRestore();
  });

  it('keeps the keyboard: arrows move focus and select', async () => {
    renderTabs();
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
  });

  it('leaves a disabled tab and a right-button press alone', () => {
    const onValueChange = renderTabs();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Three' }));
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Two' }), { button: 2 });
    expect(onValueChange).not.toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true');
  });
});
