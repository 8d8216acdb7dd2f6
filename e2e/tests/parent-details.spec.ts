import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createFamily } from '../support/api';
import { signIn } from '../support/session';

/** The breadcrumbs' texts, in order. */
function breadcrumbs(page: Page) {
  return page.getByRole('navigation', { name: 'Breadcrumbs' }).locator('a, [aria-current="page"]');
}

test("a student's home puts their own grade first, the others folded under Other grades", async ({
  page,
}) => {
  const { student } = await createFamily();
  await signIn(page, student);

  const own = page.getByRole('list', { name: 'Your grade' });
  await expect(own.getByRole('link')).toHaveCount(1);
  await expect(own.getByRole('link', { name: /^Grade 1 / })).toHaveAttribute(
    'href',
    '/level/grade/1/1',
  );
  const others = page.getByRole('button', { name: 'Other grades' });
  await expect(others).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: /Grade 2/ })).toBeHidden();

  await others.click();
  await expect(others).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: /Grade 2/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'High School' }).getByRole('link')).not.toHaveCount(
    0,
  );
  // The student's own grade is not listed again among the others.
  await expect(page.getByRole('link', { name: /^Grade 1 / })).toHaveCount(1);
});

// A page loaded from its address has not been through the home or the grade screen.
test('a subject or a lesson opened from its address names its grade in the breadcrumbs', async ({
  page,
}) => {
  const { student } = await createFamily();
  await signIn(page, student, { at: '/level/grade/1/1/subject/101' });

  await expect(page.getByRole('heading', { level: 1, name: 'Math' })).toBeVisible();
  await expect(breadcrumbs(page)).toHaveText(['Home', 'Grade 1', 'Math']);
  // The subject is named once: its grade stands beside it, not its abbreviation again.
  await expect(page.getByText('Math', { exact: true })).toHaveCount(2);

  await page.goto('/level/grade/1/1/subject/101/cluster/10101/lesson/1010101');
  await expect(page.frameLocator('iframe[title]').getByRole('heading').first()).toBeVisible();
  await expect(breadcrumbs(page)).toHaveText(['Home', 'Grade 1', 'Math', /Counting to 20/]);
});
