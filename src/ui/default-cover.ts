// spec §8 "Images fail: default image": the onError handler of every product picture (result
// cards, autocomplete suggestions).
import type { SyntheticEvent } from 'react';
import { DEFAULT_COVER } from '../domain/product/cover';

export function showDefaultCover(event: SyntheticEvent<HTMLImageElement>): void {
  const img = event.currentTarget;
  // A srcset's choice wins over src: it goes first.
  img.removeAttribute('srcset');
  if (!img.src.endsWith(DEFAULT_COVER)) img.src = DEFAULT_COVER;
}
