import type { EmailReportSettings } from '@aula/shared';
import { emailReportEndpoints } from '@aula/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/**
 * GET /users/me/email_reports: the signed-in tutor's emailed-report settings. Never saved:
 * off, to the tutor's email, weekly.
 */
export function fetchEmailReportSettings(signal?: AbortSignal): Promise<EmailReportSettings> {
  return callEndpoint(emailReportEndpoints.settings, {}, { signal });
}

export const emailReportSettingsQueryKey = ['email-reports', 'settings'] as const;

export function emailReportSettingsQueryOptions() {
  return queryOptions({
    queryKey: emailReportSettingsQueryKey,
    queryFn: ({ signal }) => fetchEmailReportSettings(signal),
  });
}

export function useEmailReportSettings() {
  return useQuery(emailReportSettingsQueryOptions());
}
