export { Button, buttonClassName, type ButtonProps, type ButtonVariant, type ButtonSize } from './button';
export { Loader, type LoaderProps } from './loader';
export { Alert, type AlertProps, type AlertTone } from './alert';
export { ErrorPanel, type ErrorPanelProps } from './error-panel';
export { Price, type PriceProps } from './price';
export { VisuallyHidden } from './visually-hidden';
export { Icon, type IconName, type IconProps } from './icon';
export { RichText, type RichTextProps } from './rich-text';
export { ComingSoon } from './coming-soon';
