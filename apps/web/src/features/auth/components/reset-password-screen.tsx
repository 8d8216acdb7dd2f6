import { useSearchParams } from 'react-router';
import { ResetConfirmForm } from './reset-confirm-form';
import { ResetRequestForm } from './reset-request-form';

/** Password recovery: ask for a link, or, opened from that link, choose the new password. */
export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return token ? <ResetConfirmForm key={token} token={token} /> : <ResetRequestForm />;
}
