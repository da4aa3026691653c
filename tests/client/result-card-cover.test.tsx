// A result card's cover (src/features/search/result-card.tsx): our generated cover as a PNG the
// browser picks by its size on screen; a cover that fails to load shows the default image
// (spec §8 "Images fail: default image"), the width choice dropped with it.
import { fireEvent, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import { ResultCard } from '../../src/features/search/result-card';
import { searchItem } from '../fixtures/search-item';

const k12 = { signedIn: false, orgId: null, classification: null };

function renderCard(image: string | null) {
  const item = searchItem({ productId: '9780000000001', source: { 'schema:image': image } });
  render(
    <MemoryRouter>
      <ul>
        <ResultCard item={item} search="" layout="list" k12={k12} position={3} />
      </ul>
    </MemoryRouter>,
  );
  return document.querySelector('img')!;
}

test('a generated cover is offered at 160, 320 and 480 px, sized as the card shows it', () => {
  const img = renderCard('/api/covers/9780000000001.svg');
  expect(img).toHaveAttribute('src', '/api/covers/9780000000001.png?w=320');
  expect(img).toHaveAttribute(
    'srcset',
    '/api/covers/9780000000001.png?w=160 160w, /api/covers/9780000000001.png?w=320 320w, /api/covers/9780000000001.png?w=480 480w',
  );
  expect(img).toHaveAttribute('sizes', '(max-width: 599.98px) 5rem, 10rem');
  expect(img).toHaveAttribute('loading', 'lazy');
});

test('a cover that fails to load becomes the default image, without its choice of widths', () => {
  const img = renderCard('/api/covers/9780000000001.svg');
  fireEvent.error(img);
  expect(img).not.toHaveAttribute('srcset');
  expect(img.getAttribute('src')).toBe('/images/default-cover.svg');
});

test('no cover: the default image alone', () => {
  const img = renderCard(null);
  expect(img).toHaveAttribute('src', '/images/default-cover.svg');
  expect(img).not.toHaveAttribute('srcset');
  expect(img).not.toHaveAttribute('sizes');
});
