import { fireEvent, render, screen } from '@testing-library/react';
import { useBlurInputsOnOutsidePointer } from './use-blur-inputs-on-outside-pointer';

function Page() {
  useBlurInputsOnOutsidePointer();
  return (
    <>
      <label>
        Name <input />
      </label>
      <textarea aria-label="Notes" />
      <p>Somewhere else</p>
    </>
  );
}

describe('useBlurInputsOnOutsidePointer', () => {
  it('takes the focus from an input when the pointer goes down outside any input', () => {
    render(<Page />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    input.focus();
    fireEvent.pointerDown(screen.getByText('Somewhere else'));
    expect(input).not.toHaveFocus();
  });

  it('does the same for a textarea', () => {
    render(<Page />);
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    notes.focus();
    fireEvent.pointerDown(document.body);
    expect(notes).not.toHaveFocus();
  });

  it('leaves the focus alone when the pointer goes down on an input', () => {
    render(<Page />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    input.focus();
    fireEvent.pointerDown(screen.getByRole('textbox', { name: 'Notes' }));
    expect(input).toHaveFocus();
  });
});
