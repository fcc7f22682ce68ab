import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { PasswordField, SelectField, TextAreaField, TextField } from './fields';
import { FormError } from './form-error';
import { COUNTRY_OPTIONS, countryOptions } from './countries';
import { required } from './validators';

function renderForm(onSubmit: (values: Record<string, string>) => SubmissionErrors | void = () => undefined) {
  return render(
    <Form onSubmit={onSubmit} initialValues={{ country: 'USA' }}>
      {({ handleSubmit }) => (
        <form noValidate onSubmit={(event) => void handleSubmit(event)}>
          <FormError />
          <TextField name="name" label="Name" hint="As on your card." validate={required('Name is required')} />
          <TextField name="company" label="Company" optional />
          <PasswordField name="password" label="Password" validate={required('Password is required')} />
          <SelectField name="country" label="Country" options={COUNTRY_OPTIONS} />
          <TextAreaField name="notes" label="Notes" optional />
          <button type="submit">Send</button>
        </form>
      )}
    </Form>,
  );
}

describe('the form fields', () => {
  it('are labelled, announce required ones and mark the optional ones', () => {
    renderForm();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('As on your card.');
    expect(screen.getByLabelText('Company')).not.toHaveAttribute('aria-required');
    expect(screen.getAllByText('Optional')).toHaveLength(2);
    expect(screen.getByLabelText('Country')).toHaveValue('USA');
    expect(screen.getByLabelText('Notes').tagName).toBe('TEXTAREA');
  });

  it('show a rule error under the field once it was left, and say so on the control', async () => {
    const user = userEvent.setup();
    renderForm();
    const name = screen.getByLabelText('Name');
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.click(name);
    await user.tab();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('As on your card. Name is required');
    await user.type(name, 'Ann');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('hold an error that a pointer press brings up until that press has ended in its click', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderForm(onSubmit);
    const name = screen.getByLabelText('Name');
    const send = screen.getByRole('button', { name: 'Send' });
    await user.click(name);
    // The press leaves the field; its error line would push the button down before the press ends.
    await user.pointer({ keys: '[MouseLeft>]', target: send });
    expect(name).not.toHaveFocus();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: send });
    // The click landed: the submit shows every error.
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('show a held error once a press on another control ends (not only on submit buttons)', async () => {
    const user = userEvent.setup();
    renderForm();
    const name = screen.getByLabelText('Name');
    const show = screen.getByRole('button', { name: /Show password/ });
    await user.click(name);
    await user.pointer({ keys: '[MouseLeft>]', target: show });
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: show });
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('hold nothing for a right-button press, and end a press the keyboard takes over from (no release seen)', async () => {
    const user = userEvent.setup();
    renderForm();
    const name = screen.getByLabelText('Name');
    await user.click(name);
    // A right click opens a menu; its release may never reach the page.
    await user.pointer({ keys: '[MouseRight>]', target: screen.getByText('Send') });
    await user.tab();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    await user.pointer({ keys: '[/MouseRight]', target: screen.getByText('Send') });

    await user.click(screen.getByLabelText('Password'));
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByText('Send') });
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    // The release happened outside the page; the shopper goes on with the keyboard.
    await user.keyboard('{Shift}');
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('show a held error a second after a press released off the button, with no click', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderForm();
      await user.click(screen.getByLabelText('Name'));
      await user.pointer([
        { keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Send' }) },
        { pointerName: 'mouse', target: document.body },
      ]);
      fireEvent.pointerUp(document.body);
      expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1100));
      expect(screen.getByText('Name is required')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('show every error when the form is sent, and keep values as strings', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderForm(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Name'), 'Ann');
    await user.type(screen.getByLabelText('Company'), 'x');
    await user.clear(screen.getByLabelText('Company'));
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: 'Ann', company: '', password: 'secret', country: 'USA' });
  });

  it('show a server error on its field until the value changes, and a form-level one above', async () => {
    const user = userEvent.setup();
    renderForm(() => ({ name: 'Name is taken', [FORM_ERROR]: 'Please check the form' }));
    await user.type(screen.getByLabelText('Name'), 'Ann');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the form');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('As on your card. Name is taken');
    await user.type(screen.getByLabelText('Name'), 'a');
    expect(screen.queryByText('Name is taken')).not.toBeInTheDocument();
  });

  it('let a password be shown and hidden again with a button that names the field', async () => {
    const user = userEvent.setup();
    renderForm();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});

describe('the country list', () => {
  it('starts with the United States (USA) and keeps a stored country that is not listed', () => {
    expect(COUNTRY_OPTIONS[0]).toEqual({ value: 'USA', label: 'United States' });
    expect(new Set(COUNTRY_OPTIONS.map((option) => option.value)).size).toBe(COUNTRY_OPTIONS.length);
    expect(countryOptions('CAN')).toBe(COUNTRY_OPTIONS);
    expect(countryOptions('Atlantis')[0]).toEqual({ value: 'Atlantis', label: 'Atlantis' });
  });
});
