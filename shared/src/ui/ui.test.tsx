import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert } from './alert';
import { Button } from './button';
import { ErrorPanel } from './error-panel';
import { Icon } from './icon';
import { Loader } from './loader';
import { Price } from './price';
import { RichText } from './rich-text';
import { VisuallyHidden } from './visually-hidden';

describe('Button', () => {
  it('is a plain button (not a submit) unless told otherwise, and can be used from the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <>
        <Button onClick={onClick}>Save</Button>
        <Button type="submit" variant="secondary" size="sm">
          Send
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('Loader', () => {
  it('announces its label to screen readers', () => {
    render(<Loader label="Loading products…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading products…');
  });
});

describe('Alert', () => {
  it('announces errors at once and other messages politely', () => {
    render(
      <>
        <Alert tone="danger" title="Failed to apply coupon" />
        <Alert tone="success">Saved</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to apply coupon');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });
});

describe('ErrorPanel', () => {
  it('shows the title, the message and a retry button that calls back', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(<ErrorPanel title="Reviews are unavailable" message="Please try again." onRetry={onRetry} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Reviews are unavailable' })).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no button without a retry', () => {
    render(<ErrorPanel title="Gone" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Price', () => {
  it('shows the amount in US dollars, and a previous amount struck through', () => {
    render(<Price amount={1234.5} previousAmount={1500} />);
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
    expect(screen.getByText('$1,500.00').tagName).toBe('S');
  });
});

describe('Icon', () => {
  it('is hidden from screen readers unless it has a title', () => {
    const { container } = render(<Icon name="cart" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    render(<Icon name="heart" title="Wishlist" />);
    expect(screen.getByRole('img', { name: 'Wishlist' })).toBeInTheDocument();
  });
});

describe('VisuallyHidden and RichText', () => {
  it('keep text for screen readers and render server HTML', () => {
    render(
      <>
        <VisuallyHidden>Only for readers</VisuallyHidden>
        <RichText html="<p>Hello <strong>world</strong></p>" />
      </>,
    );
    expect(screen.getByText('Only for readers')).toBeInTheDocument();
    expect(screen.getByText('world').tagName).toBe('STRONG');
  });
});
