import { requestUsernameReminder } from '../api/request-username-reminder';
import { EmailRequestForm } from './email-request-form';

export function ForgotUsernamePage() {
  return <EmailRequestForm area="forgotUsername" send={(email) => requestUsernameReminder({ email })} />;
}
