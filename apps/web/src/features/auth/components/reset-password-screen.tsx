import { usePublicNavigation } from '../../../lib/public-navigation';
import { ResetConfirmForm } from './reset-confirm-form';
import { ResetRequestForm } from './reset-request-form';

/** Password recovery: ask for a link, or, opened from that link, choose the new password. */
export function ResetPasswordScreen() {
  const token = new URLSearchParams(usePublicNavigation().search).get('token');
  return token ? <ResetConfirmForm key={token} token={token} /> : <ResetRequestForm />;
}
