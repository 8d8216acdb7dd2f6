import { Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A question's picture (a URL or data: string from the pack), described for screen readers. */
export function QuestionImage({ src, alt }: { src: string; alt: string | undefined }) {
  const { t } = useTranslation('assessments');
  return (
    <Image
      src={src}
      alt={alt ?? t('questions.imageAlt')}
      radius="md"
      maw={480}
      fit="contain"
      mah={320}
    />
  );
}
