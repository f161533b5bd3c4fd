export { AccountNameCard } from './AccountNameCard.tsx'
export { AuthLayout } from './AuthLayout.tsx'
export { loginReturningTo } from './login-return.ts'
export { SignUpDialog } from './SignUpDialog.tsx'
