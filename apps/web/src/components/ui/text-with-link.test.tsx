import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextWithLink } from './text-with-link';

const link = (words: string) => <a href="/students">{words}</a>;

describe('TextWithLink', () => {
  it('draws the marked words as the link, wherever the translation puts them', () => {
    const { container } = render(
      <p>
        <TextWithLink
          text="El idioma se elige desde la lista de <studentsLink>Hijos</studentsLink>."
          tag="studentsLink"
          link={link}
        />
      </p>,
    );
    expect(screen.getByRole('link', { name: 'Hijos' })).toHaveAttribute('href', '/students');
    expect(container).toHaveTextContent('El idioma se elige desde la lista de Hijos.');
  });

  it('shows a text without the tag as it is', () => {
    const { container } = render(
      <p>
        <TextWithLink text="No link here" tag="studentsLink" link={link} />
      </p>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('No link here');
  });
});
