import { AVATARS } from '@aula/shared';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { AppProvider } from '../../app/provider';
import { AvatarPicture } from './avatar-picture';

it('draws every avatar as a picture named after its animal', () => {
  render(
    <AppProvider>
      {AVATARS.map((avatar) => (
        <AvatarPicture key={avatar} avatar={avatar} />
      ))}
      <AvatarPicture avatar="unknown" />
    </AppProvider>,
  );
  const names = screen.getAllByRole('img').map((picture) => picture.getAttribute('aria-label'));
  expect(names).toEqual([
    'Owl',
    'Fox',
    'Bear',
    'Cat',
    'Frog',
    'Panda',
    'Lion',
    'Rabbit',
    'No avatar',
  ]);
  for (const picture of screen.getAllByRole('img')) {
    expect(picture.tagName.toLowerCase()).toBe('svg');
    expect(picture.querySelector('circle, ellipse, path, polygon')).not.toBeNull();
  }
});

it('hides a decorative picture from assistive technology', () => {
  render(
    <AppProvider>
      <AvatarPicture avatar="fox" decorative />
    </AppProvider>,
  );
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});
