import { GRADE_IDS } from '@aula/shared';
import type { GetInputPropsReturnType } from '@mantine/form';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { requiredField } from '../ui/required-field';

/** The student's grade, 1 to 12, required. */
export function GradeSelect({ inputProps }: { inputProps: GetInputPropsReturnType }) {
  const { t } = useTranslation(['signup', 'common']);
  return (
    <NativeSelect
      label={t('fields.grade')}
      {...requiredField}
      data={[
        { value: '', label: t('fields.gradePlaceholder') },
        ...GRADE_IDS.map((grade) => ({
          value: String(grade),
          label: t('common:grade', { grade }),
        })),
      ]}
      {...inputProps}
    />
  );
}
