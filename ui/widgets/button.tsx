import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import '../styles/tokens.css';
import '../styles/base.css';
import '../styles/widgets/button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary';

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  readonly variant?: ButtonVariant;
  /** `button` unless said otherwise, so a button inside a form never submits by accident. */
  readonly type?: 'button' | 'submit' | 'reset';
  readonly children: ReactNode;
  readonly ref?: Ref<HTMLButtonElement>;
};

export function Button({ variant = 'primary', type = 'button', className, children, ...rest }: ButtonProps) {
  return (
    <button type={type} className={['button', `button--${variant}`, className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </button>
  );
}
