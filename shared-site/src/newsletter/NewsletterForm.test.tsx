import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from 'shared-ui';
import { renderWithTheme } from 'shared-ui/testing';
import { NewsletterForm } from './NewsletterForm';

// Only the client-side path: an invalid address must never reach the network (the e2e suite covers storage).
function renderForm() {
  renderWithTheme(
    <>
      <h2 id="newsletter-heading">Newsletter</h2>
      <NewsletterForm variant="page" submitLabel="Subscribe Now" placeholder="you@company.com" labelledBy="newsletter-heading" />
    </>,
  );
  return {
    input: screen.getByLabelText('Email address'),
    submit: screen.getByRole('button', { name: 'Subscribe Now' }),
  };
}

describe('NewsletterForm validation', () => {
  beforeEach(() => toastStore.setState({ toasts: [] }));

  it('is an email field named by its label and the form by its heading', () => {
    const { input } = renderForm();
    expect(input).toHaveAttribute('type', 'email');
    expect(screen.getByRole('form', { name: 'Newsletter' })).toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it.each(['not-an-email', 'name@domain', 'two words@example.com', `${'a'.repeat(65)}@example.com`])(
    'rejects "%s" inline, keeps the text and shows no toast',
    async (address) => {
      const user = userEvent.setup();
      const { input, submit } = renderForm();
      await user.type(input, address);
      await user.click(submit);

      const error = screen.getByRole('alert');
      expect(error).toHaveTextContent('Please enter a valid email address.');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
      expect(input).toHaveValue(address);
      expect(toastStore.getState().toasts).toHaveLength(0);
    },
  );

  it('rejects an empty address', async () => {
    const user = userEvent.setup();
    const { submit } = renderForm();
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
  });
});

describe('NewsletterForm in the footer', () => {
  it('names the form "Newsletter sign-up" and keeps the label for screen readers', () => {
    renderWithTheme(<NewsletterForm variant="footer" submitLabel="Subscribe" placeholder="Enter your email" />);
    const form = screen.getByRole('form', { name: 'Newsletter sign-up' });
    expect(form).toContainElement(screen.getByLabelText('Email address'));
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });
});
