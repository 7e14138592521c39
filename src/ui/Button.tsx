import type { ButtonHTMLAttributes, Ref } from 'react'
import styles from './Button.module.css'

export type ButtonVariant = 'default' | 'primary' | 'danger' | 'ghost' | 'link'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** React 19 passes refs as props to function components. */
  ref?: Ref<HTMLButtonElement>
  variant?: ButtonVariant
  size?: 'normal' | 'small' | 'icon'
}

export function buttonClass(
  variant: ButtonVariant = 'default',
  size: ButtonProps['size'] = 'normal',
) {
  if (variant === 'link') return styles.linkButton
  return [
    styles.button,
    variant !== 'default' ? styles[variant] : '',
    size === 'small' ? styles.small : size === 'icon' ? styles.icon : '',
  ]
    .filter(Boolean)
    .join(' ')
}

export function Button({
  variant = 'default',
  size = 'normal',
  className,
  type,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={[buttonClass(variant, size), className].filter(Boolean).join(' ')}
      {...rest}
    />
  )
}
