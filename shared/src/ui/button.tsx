import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** The button look, for links that act as buttons ("Go to Homepage"). */
export function buttonClassName(
  options: { variant?: ButtonVariant; size?: ButtonSize; block?: boolean } = {},
  className?: string,
): string {
  const { variant = 'primary', size = 'md', block = false } = options;
  return [styles.button, styles[variant], styles[size], block && styles.block, className].filter(Boolean).join(' ');
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

export function Button({ variant, size, block, className, type = 'button', ...props }: ButtonProps) {
  return <button {...props} type={type} className={buttonClassName({ variant, size, block }, className)} />;
}
