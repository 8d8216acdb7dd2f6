import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { currentUser } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { StudentProfileScreen, TutorProfileScreen } from './profile-screen';
import { setupUser } from '../../../test/user';

const passwordInput = (label: RegExp) => screen.getByLabelText(label);

describe("the tutor's profile", () => {
  it('shows the email and leads to the edit form and the tutors of the account', () => {
    mockFetch({});
    renderScreen(<TutorProfileScreen />, { user: currentUser('tutor') });
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    expect(screen.getByText('ana@example.com')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/profile/edit',
    );
    expect(screen.getByRole('link', { name: 'Tutors of your account' })).toHaveAttribute(
      'href',
      '/tutors',
    );
  });
});

describe("the student's profile", () => {
  it('opens a form without school, grade or email, and says who changes those', async () => {
    const user = setupUser();
    mockFetch({});
    renderScreen(<StudentProfileScreen />, { user: currentUser('student') });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit my profile' }));

    const form = within(screen.getByRole('region', { name: 'Edit my profile' }));
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Sofía');
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(form.getByRole('textbox', { name: 'Last name' })).toHaveValue('García');
    expect(form.getByRole('combobox', { name: 'Preferred language' })).toHaveValue('en');
    expect(form.getByRole('radiogroup', { name: 'Avatar' })).toBeVisible();
    expect(form.getByLabelText(/^Current password/)).toBeVisible();
    expect(form.getByLabelText(/^New password/)).toBeVisible();
    expect(form.getByLabelText(/^Verify new password/)).toBeVisible();
    expect(form.queryByRole('textbox', { name: /Email/ })).not.toBeInTheDocument();
    expect(form.queryByRole('textbox', { name: /School/ })).not.toBeInTheDocument();
    expect(form.queryByRole('combobox', { name: /Grade/ })).not.toBeInTheDocument();
    expect(form.getAllByRole('textbox')).toHaveLength(2);
    expect(
      form.getByText(
        'Your school, grade and email are changed by your tutor: ask them if something there needs to change.',
      ),
    ).toBeVisible();
  });

  it('asks for the current password before a new one', async () => {
    const user = setupUser();
    const { requests } = mockFetch({});
    renderScreen(<StudentProfileScreen />, { user: currentUser('student') });
    await user.click(screen.getByRole('button', { name: 'Edit my profile' }));
    await user.type(passwordInput(/^New password/), 'secret2');
    await user.type(passwordInput(/^Verify new password/), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(passwordInput(/^Current password/)).toHaveAccessibleDescription(
        'Type your current password to choose a new one',
      ),
    );
    expect(requests).toHaveLength(0);
  });

  it('saves only what is the student’s, then shows the new profile', async () => {
    const user = setupUser();
    const { requests } = mockFetch({
      'PUT /users/me/profile': {
        body: currentUser('student', { firstname: 'Sofi', avatar: 'panda' }),
      },
    });
    renderScreen(<StudentProfileScreen />, { user: currentUser('student') });
    await user.click(screen.getByRole('button', { name: 'Edit my profile' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Sofi');
    await user.click(screen.getByRole('radio', { name: 'Panda' }));
    await user.type(passwordInput(/^Current password/), 'secret1');
    await user.type(passwordInput(/^New password/), 'secret2');
    await user.type(passwordInput(/^Verify new password/), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile saved')).toBeVisible();
    expect(requests[0]?.method).toBe('PUT');
    expect(requests[0]?.url.pathname).toBe('/users/me/profile');
    expect(requests[0]?.body).toEqual({
      firstname: 'Sofi',
      lastname: 'García',
      language: 'en',
      avatar: 'panda',
      current_password: 'secret1',
      password: 'secret2',
      verify_password: 'secret2',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Sofi García' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Edit my profile' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit my profile' })).toHaveFocus(),
    );
  });

  it('closes the form without saving', async () => {
    const user = setupUser();
    const { requests } = mockFetch({});
    renderScreen(<StudentProfileScreen />, { user: currentUser('student') });
    await user.click(screen.getByRole('button', { name: 'Edit my profile' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());
    expect(requests).toHaveLength(0);
  });
});
