import { render, screen } from '@testing-library/react';
import { Form } from '@shop/shared/forms';
import { BillingFields } from './billing-fields';

// The page's @shop/shared is the shell's: one released before BILLING_MAX_LENGTH existed has none.
jest.mock('@shop/shared', () => ({ ...jest.requireActual('@shop/shared'), BILLING_MAX_LENGTH: undefined }));

it('renders under a shell whose @shop/shared has no BILLING_MAX_LENGTH yet, without length limits', () => {
  render(<Form onSubmit={() => undefined} render={() => <BillingFields />} />);
  expect(screen.getByRole('textbox', { name: 'First name' })).not.toHaveAttribute('maxlength');
  expect(screen.getByRole('textbox', { name: 'Street address' })).toBeInTheDocument();
});
