import type { EmailReportSettings, UpdateEmailReportSettings } from '@aula/shared';
import { emailReportEndpoints } from '@aula/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { emailReportSettingsQueryKey } from './get-email-report-settings';

/**
 * PUT /users/me/email_reports `{enabled, address, frequency, time_zone}`: 200 with the saved
 * settings; 400 with `fields` (an address is required, and must be valid, when reports are on).
 */
export function updateEmailReportSettings(
  settings: UpdateEmailReportSettings,
): Promise<EmailReportSettings> {
  return callEndpoint(emailReportEndpoints.updateSettings, { body: settings });
}

export function useUpdateEmailReportSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailReportSettings,
    onSuccess: (saved) => queryClient.setQueryData(emailReportSettingsQueryKey, saved),
  });
}
