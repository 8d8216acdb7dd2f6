import { Card, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { toId } from '../../../lib/route-ids';
import { EvaluationList } from './evaluation-list';
import { NewEvaluationForm } from './new-evaluation-form';

/**
 * The tutor's /evaluation: set up a new evaluation and see every evaluation of the account.
 * `?student=<id>` (the student list links here) chooses the student, and stays in the URL so a
 * reload keeps it.
 */
export function EvaluationScreen() {
  const { t } = useTranslation('evaluation');
  const [searchParams, setSearchParams] = useSearchParams();
  const studentId = toId(searchParams.get('student'));
  const formHeading = useId();
  const listHeading = useId();

  return (
    <Stack gap={0}>
      <PageHeader title={t('heading')} intro={t('intro')} />
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={formHeading}>
          <Title order={2} size="h3" id={formHeading} mb="md">
            {t('form.heading')}
          </Title>
          <NewEvaluationForm
            studentId={studentId}
            onStudentChange={(id) => setSearchParams({ student: String(id) }, { replace: true })}
          />
        </Card>
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={listHeading}>
          <Title order={2} size="h3" id={listHeading} mb="md">
            {t('list.heading')}
          </Title>
          <EvaluationList />
        </Card>
      </Stack>
    </Stack>
  );
}
