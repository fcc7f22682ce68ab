import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { TextField } from './fields';
import { FormElement } from './form-element';
import { required } from './validators';

function renderForm(onSubmit: () => Record<string, string> | void, onSubmitted = jest.fn()) {
  render(
    <Form onSubmit={onSubmit}>
      {({ handleSubmit }) => (
        <FormElement handleSubmit={handleSubmit} onSubmitted={onSubmitted} aria-label="Details">
          <TextField name="first" label="First" />
          <TextField name="second" label="Second" validate={required('Second is required')} />
          <TextField name="third" label="Third" />
          <button type="submit">Send</button>
        </FormElement>
      )}
    </Form>,
  );
  return onSubmitted;
}

describe('FormElement', () => {
  it('turns the browser checks off and focuses the first field in error after a failed submit', async () => {
    const user = userEvent.setup();
    const onSubmitted = renderForm(() => undefined);
    expect(screen.getByRole('form', { name: 'Details' })).toHaveAttribute('novalidate');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Second')).toHaveFocus());
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('focuses a field the server found fault with', async () => {
    const user = userEvent.setup();
    renderForm(() => ({ third: 'Taken' }));
    await user.type(screen.getByLabelText('Second'), 'x');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Third')).toHaveFocus());
  });

  it('calls onSubmitted after a submit that worked', async () => {
    const user = userEvent.setup();
    const onSubmitted = renderForm(() => undefined);
    await user.type(screen.getByLabelText('Second'), 'x');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
  });
});
