import { requestPasswordReset } from '../api/request-password-reset';
import { EmailRequestForm } from './email-request-form';

export function ForgotPasswordPage() {
  return <EmailRequestForm area="forgotPassword" send={(email) => requestPasswordReset({ email })} />;
}
